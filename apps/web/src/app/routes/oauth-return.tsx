import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { Splash } from '#components/ui/splash.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/account.ts';

/** What a provider's return page shows: a quiet wait, or what went wrong and the way back. */
export function OauthReturn({ isFailed }: { isFailed: boolean }) {
  const { t } = useTranslation('account');
  if (!isFailed) {
    return (
      <LoadingRegion className="oauth-return" label={t('login.signingIn')}>
        <Splash />
      </LoadingRegion>
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
