import type { TFunction } from 'i18next';
import type { Notification, NotificationKindName } from '@duet/contracts';
import '#locales/notifications.ts';

/** Where each kind of notification leads. */
const LINKS: Record<NotificationKindName, string> = {
  match: '/matches/',
  invite_received: '/profile/',
  invite_accepted: '/profile/',
  invite_rejected: '/profile/',
  partner_removed: '/profile/',
  partner_left: '/profile/',
  event_received: '/events/invitations/',
  event_accepted: '/events/events/',
  event_rejected: '/events/invitations/',
  event_changed: '/events/invitations/',
  event_proposed: '/events/invitations/',
  event_completed: '/events/experience/',
  event_remembered: '/events/experience/',
  event_deleted: '/events/',
  premium_shared: '/',
  gift_redeemed: '/gift/',
};

export type NotificationView = { text: string; detail: string | null; to: string };

/** A notification in the reader's words, from its kind, who did it and the fantasy it is about. */
export function describeNotification(
  notification: Notification,
  t: TFunction<'notifications'>,
  fantasyTitle: string | undefined,
): NotificationView {
  const { kind, actor } = notification;
  // Someone whose account is gone has no name left: a sentence of its own says "a former partner".
  // A match names its fantasy in the sentence itself, so several in a row read apart.
  if (kind === 'match' && fantasyTitle) {
    const text =
      actor === null
        ? t('kindsWithoutName.matchOn', { title: fantasyTitle })
        : t('kinds.matchOn', { actor: actor.username, title: fantasyTitle });
    return { text, detail: null, to: LINKS[kind] };
  }
  const text = actor === null ? t(`kindsWithoutName.${kind}`) : t(`kinds.${kind}`, { actor: actor.username });
  return {
    text,
    detail: fantasyTitle ? t('fantasy', { title: fantasyTitle }) : null,
    to: LINKS[kind],
  };
}
