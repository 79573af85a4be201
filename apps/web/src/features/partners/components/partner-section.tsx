import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartHandshake, UserMinus } from 'lucide-react';
import type { Partner } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import { IconBubble } from '#components/ui/icon-bubble.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/account.ts';
import { useInvites } from '../api/get-invites.ts';
import { usePartner } from '../api/get-partner.ts';
import { useRemovePartner } from '../api/remove-partner.ts';
import { InviteForm } from './invite-form.tsx';
import { InviteLinkPanel } from './invite-link-panel.tsx';
import { IncomingInvites, OutgoingInvites } from './invite-lists.tsx';
import './partners.css';

function CurrentPartner({ partner }: { partner: Partner }) {
  const { t } = useTranslation(['account', 'common']);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemovePartner();

  function onRemove() {
    remove.mutate(undefined, { onSuccess: () => setIsConfirming(false) });
  }

  return (
    <div className="partner-card">
      <IconBubble>
        <HeartHandshake />
      </IconBubble>
      <div className="partner-card__body">
        <p className="partner-card__name">{t('partner.current', { username: partner.username })}</p>
        <p className="muted">{t('partner.currentHint')}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)} aria-haspopup="dialog">
        <UserMinus aria-hidden="true" />
        {t('partner.remove')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) remove.reset();
        }}
        title={t('partner.removeTitle', { username: partner.username })}
        description={t('partner.removeText')}
        cancelLabel={t('partner.cancel')}
        confirmLabel={t('partner.removeConfirm')}
        onConfirm={onRemove}
        isPending={remove.isPending}
        alert={remove.isError && <FormAlert>{t(`common:${errorMessageKey(remove.error)}`)}</FormAlert>}
      />
    </div>
  );
}

/**
 * The couple: the current partner with a way to part, or — without one — an invite link, the
 * invite-by-username form and the invitations both ways.
 */
export function PartnerSection({ myUsername }: { myUsername: string }) {
  const { t } = useTranslation(['account', 'common']);
  const partner = usePartner();
  const invites = useInvites();

  if (partner.isPending) {
    return (
      <LoadingRegion className="partner-loading" label={t('common:a11y.loading')}>
        <Skeleton height="1.25rem" width="60%" />
        <Skeleton height="3rem" />
      </LoadingRegion>
    );
  }
  if (partner.data === undefined) {
    return <QueryErrorState title={t('partner.loadError')} query={partner} />;
  }
  if (partner.data) return <CurrentPartner partner={partner.data} />;

  return (
    <div className="partner-invites">
      <div>
        <h3 className="invites__title">{t('partner.inviteTitle')}</h3>
        <p className="muted">{t('partner.inviteText')}</p>
      </div>
      {invites.data && <IncomingInvites invites={invites.data.incoming} />}
      <InviteLinkPanel />
      <h3 className="partner-invites__or">{t('partner.byUsername')}</h3>
      <p className="partner-invites__mine">{t('partner.yourUsername', { username: myUsername })}</p>
      <InviteForm />
      {invites.data && <OutgoingInvites invites={invites.data.outgoing} />}
    </div>
  );
}
