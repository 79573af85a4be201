import { localizePath, type Locale } from '@duet/contracts';
import type { PUSHED_NOTIFICATION_KINDS } from '../../db/schema.ts';

/** What a push is about: a pushed notification's kind, or the reminder before a date. */
export type PushReason = (typeof PUSHED_NOTIFICATION_KINDS)[number] | 'date_reminder';

/** What the service worker shows (`apps/web/src/sw.ts` reads the same fields). */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/**
 * Lock screens are seen by others: a push never names a fantasy, the partner or what anyone liked,
 * only that something happened and where to look (ADR 0024).
 */
const BODIES: Record<PushReason, Record<Locale, string>> = {
  match: { en: 'You have a new match ❤', ru: 'У вас новое совпадение ❤' },
  event_received: { en: 'You are invited on a date ❤', ru: 'Вас приглашают на свидание ❤' },
  event_accepted: { en: 'Your date invitation was accepted ❤', ru: 'Приглашение на свидание принято ❤' },
  event_rejected: { en: 'Your date invitation was declined', ru: 'Приглашение на свидание отклонено' },
  event_proposed: {
    en: 'Another time is suggested for your date',
    ru: 'Для свидания предложено другое время',
  },
  date_reminder: { en: 'Your date is coming up soon ❤', ru: 'Скоро ваше свидание ❤' },
};

const PAGES: Record<PushReason, string> = {
  match: '/notifications/',
  event_received: '/events/invitations/',
  event_accepted: '/events/',
  event_rejected: '/events/invitations/',
  event_proposed: '/events/invitations/',
  date_reminder: '/events/',
};

export function pushMessage(reason: PushReason, locale: Locale): PushMessage {
  return {
    title: 'Duet',
    body: BODIES[reason][locale],
    url: localizePath(PAGES[reason], locale),
    tag: reason,
  };
}
