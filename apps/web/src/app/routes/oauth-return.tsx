import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Splash } from '#components/ui/splash.tsx';
import '#locales/account.ts';

/** What a provider's return page shows: a quiet wait, or what went wrong and the way back. */
export function OauthReturn({ isFailed }: { isFailed: boolean }) {
  const { t } = useTranslation('account');
  if (!isFailed) {
    return (
      <div className="oauth-return" aria-busy="true">
        <Splash />
        <p role="status" className="sr-only">
          {t('login.signingIn')}
        </p>
      </div>
    );
  }
  return (
    <EmptyState
      as="h1"
      role="alert"
      tone="danger"
      icon={<LogIn />}
      title={t('oauthReturn.failedTitle')}
      actions={<ButtonLink to="/auth/login/">{t('oauthReturn.toLogin')}</ButtonLink>}
    >
      <p>{t('oauthReturn.failedText')}</p>
    </EmptyState>
  );
}
