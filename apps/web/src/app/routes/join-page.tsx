import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HeartHandshake, Link2Off, LoaderCircle, PartyPopper, UserCheck } from 'lucide-react';
import type { InviteLinkPreview } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useAcceptInviteLink, useInviteLinkPreview } from '#features/partners/api/invite-link.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { INVITE_ERROR_TEXTS } from '#features/partners/components/invite-error.ts';
import { errorText } from '#lib/error-text.ts';
import { useProfile } from '#features/profile/api/get-profile.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { ApiError } from '#lib/api-client.ts';
import { getSession, useSession } from '#lib/session.ts';
import '#locales/account.ts';
import { useNeedLogin } from '../auth/use-need-login.tsx';

function Joined({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const heading = useRef<HTMLDivElement>(null);
  // The accept button is gone: the news takes the focus, so it is heard and the page goes on from here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div ref={heading} tabIndex={-1} role="status">
      <EmptyState
        as="h1"
        icon={<PartyPopper />}
        title={t('join.successTitle', { username })}
        actions={<ButtonLink to="/">{t('join.toFeed')}</ButtonLink>}
      >
        <p>{t('join.successText')}</p>
      </EmptyState>
    </div>
  );
}

/** The invitation and what the reader can do with it: accept (a visitor signs in first), or learn why not. */
function Invitation({ token, preview }: { token: string; preview: InviteLinkPreview }) {
  const { t } = useTranslation(['account', 'common']);
  const { isAuthorizationCompleted } = useSession();
  const me = useProfile().data;
  const partner = usePartner();
  const accept = useAcceptInviteLink(token);
  const needLogin = useNeedLogin(() => accept.mutate(), 'invite');
  const inviter = preview.from_user.username;

  if (accept.isSuccess) return <Joined username={accept.data.username} />;

  if (isAuthorizationCompleted && me?.username === inviter) {
    return (
      <EmptyState
        as="h1"
        icon={<Link2Off />}
        title={t('join.ownTitle')}
        actions={<ButtonLink to="/profile/">{t('join.toProfile')}</ButtonLink>}
      >
        <p>{t('join.ownText')}</p>
      </EmptyState>
    );
  }
  if (isAuthorizationCompleted && partner.data) {
    return (
      <EmptyState
        as="h1"
        icon={<UserCheck />}
        title={t('join.hasPartnerTitle')}
        actions={<ButtonLink to="/profile/">{t('join.toProfile')}</ButtonLink>}
      >
        <p>{t('join.hasPartnerText')}</p>
      </EmptyState>
    );
  }

  function onAccept() {
    if (getSession().isAuthorizationCompleted) accept.mutate();
    else needLogin.requestLogin();
  }

  return (
    <EmptyState
      as="h1"
      icon={<HeartHandshake />}
      title={t('join.heading', { username: inviter })}
      actions={
        <>
          <Button
            onClick={onAccept}
            disabled={accept.isPending}
            aria-haspopup={isAuthorizationCompleted ? undefined : 'dialog'}
          >
            {accept.isPending && <LoaderCircle aria-hidden="true" className="spinner" />}
            {accept.isPending
              ? t('join.accepting')
              : isAuthorizationCompleted
                ? t('join.accept')
                : t('join.signInToAccept')}
          </Button>
          {needLogin.dialog}
        </>
      }
    >
      <p>{t('join.text')}</p>
      {!isAuthorizationCompleted && <p>{t('join.signInText')}</p>}
      {accept.isError && <FormAlert>{errorText(accept.error, INVITE_ERROR_TEXTS)}</FormAlert>}
    </EmptyState>
  );
}

/** `/join/{token}/`: an invite link (ADR 0017), open to anyone who has it. */
export function JoinPage() {
  const { t } = useTranslation(['account', 'common']);
  const { token = '' } = useParams();
  const preview = useInviteLinkPreview(token);
  const isInvalid = preview.error instanceof ApiError && preview.error.status === 404;
  useDocumentTitle(isInvalid ? t('join.invalidTitle') : t('common:pages.join'));

  if (preview.isPending) {
    return (
      <LoadingRegion label={t('join.loading')}>
        <Skeleton height="16rem" />
      </LoadingRegion>
    );
  }
  if (preview.data === undefined) {
    if (isInvalid) {
      return (
        <EmptyState
          as="h1"
          icon={<Link2Off />}
          title={t('join.invalidTitle')}
          actions={<ButtonLink to="/">{t('join.toFeed')}</ButtonLink>}
        >
          <p>{t('join.invalidText')}</p>
        </EmptyState>
      );
    }
    return <QueryErrorState as="h1" title={t('join.errorTitle')} query={preview} />;
  }
  return <Invitation token={token} preview={preview.data} />;
}
