import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartHandshake, X } from 'lucide-react';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import { useInvites } from '#features/partners/api/get-invites.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { InviteLinkPanel } from '#features/partners/components/invite-link-panel.tsx';
import { useProfile } from '#features/profile/api/get-profile.ts';
import { readStored, writeStored } from '#lib/safe-storage.ts';
import '#locales/account.ts';

const dismissedKey = (userId: number) => `duet.inviteNudgeDismissed.${userId}`;

const isDismissed = (userId: number) => readStored('localStorage', dismissedKey(userId)) === '1';

/**
 * Right after sign-up the feed asks a partnerless person to invite their partner, by link or by
 * username, until they do, an invitation is pending, or they hide it on this device.
 */
export function InviteNudge() {
  const { t } = useTranslation('account');
  const me = useProfile().data;
  const partner = usePartner();
  const invites = useInvites();
  const [wasHidden, setWasHidden] = useState(false);
  // Until the invitations are known, take them as pending: the card must not flash for someone invited.
  const hasPending = !invites.data || invites.data.outgoing.length + invites.data.incoming.length > 0;
  if (!me || partner.data !== null || hasPending || wasHidden || isDismissed(me.id)) return null;

  function onHide() {
    // If storage refuses, `wasHidden` hides it for this page.
    writeStored('localStorage', dismissedKey(me!.id), '1');
    setWasHidden(true);
  }

  return (
    <section className="feed-banner feed-banner--invite" aria-labelledby="invite-nudge-title">
      <IconBubble className="feed-banner__icon">
        <HeartHandshake />
      </IconBubble>
      <div className="feed-banner__body">
        <h2 id="invite-nudge-title" className="feed-banner__title">
          {t('nudge.title')}
        </h2>
        <p className="feed-banner__text">{t('nudge.text')}</p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="feed-banner__close"
        onClick={onHide}
        aria-label={t('nudge.hide')}
      >
        <X aria-hidden="true" />
      </Button>
      <div className="feed-banner__wide">
        <InviteLinkPanel />
        <ButtonLink to="/profile/" variant="ghost" size="sm">
          {t('nudge.byUsername')}
        </ButtonLink>
      </div>
    </section>
  );
}
