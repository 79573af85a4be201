import { useTranslation } from 'react-i18next';
import { Link2, Link2Off } from 'lucide-react';
import { Button } from '#components/ui/button.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { ShareLink } from '#components/ui/share-link.tsx';
import { formatLongDate } from '#lib/format-date.ts';
import { useLocale } from '#lib/locale.ts';
import '#locales/account.ts';
import { inviteLinkUrl, useCreateInviteLink, useRevokeInviteLink } from '../api/invite-link.ts';
import { errorText } from '#lib/error-text.ts';
import { INVITE_ERROR_TEXTS } from './invite-error.ts';
import './partners.css';

/**
 * Inviting by link (ADR 0017): make a link, then copy it or hand it to the system share sheet.
 * The token is shown only here and only once; a new link ends the previous one.
 */
export function InviteLinkPanel() {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const create = useCreateInviteLink();
  const revoke = useRevokeInviteLink();
  const link = revoke.isSuccess ? undefined : create.data;

  function onCreate() {
    revoke.reset();
    create.mutate();
  }

  return (
    <div className="invite-link">
      {link ? (
        <>
          <ShareLink
            id="invite-link-url"
            url={inviteLinkUrl(link.token)}
            text={{
              linkLabel: t('partner.link.label'),
              copyLabel: t('partner.link.copyLabel'),
              shareLabel: t('partner.link.shareLabel'),
              copiedText: t('partner.link.copiedText'),
              title: t('partner.link.shareTitle'),
              text: t('partner.link.shareText'),
            }}
          />
          <p className="muted invite-link__note">
            {t('partner.link.note', { date: formatLongDate(link.expires_at, locale) })}
          </p>
          <Button variant="ghost" size="sm" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            <Link2Off aria-hidden="true" />
            {t('partner.link.revoke')}
          </Button>
        </>
      ) : (
        <Button onClick={onCreate} disabled={create.isPending}>
          <Link2 aria-hidden="true" />
          {t('partner.link.create')}
        </Button>
      )}
      <p role="status" className="sr-only">
        {revoke.isSuccess ? t('partner.link.revoked') : ''}
      </p>
      {create.isError && <FormAlert>{errorText(create.error, INVITE_ERROR_TEXTS)}</FormAlert>}
      {revoke.isError && <FormAlert>{errorText(revoke.error, INVITE_ERROR_TEXTS)}</FormAlert>}
    </div>
  );
}
