import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocalizedPath } from '#lib/locale.ts';
import { safeNextPath } from '@duet/contracts/plain';
import { getSession, useSession } from '#lib/session.ts';
import '#locales/account.ts';
import { SignInPanel } from '../auth/sign-in-panel.tsx';
import './account-pages.css';

/** `/auth/login/`: the sign-in panel; afterwards the page named by `next`, or the main page. */
export function LoginPage() {
  const { t } = useTranslation(['account', 'common']);
  const [params] = useSearchParams();
  const localize = useLocalizedPath();
  const { needCreateAccount } = useSession();
  const next = safeNextPath(params.get('next')) ?? localize('/');
  // Someone already signed in who opens this page moves on; a sign-in made here navigates itself,
  // after the steps that follow it.
  const [wasSignedIn] = useState(() => getSession().isAuthorizationCompleted);
  useDocumentTitle(needCreateAccount ? t('account.title') : t('common:pages.login'));

  if (wasSignedIn) return <Navigate to={next} replace />;

  return (
    <div className="auth-page">
      {!needCreateAccount && (
        <div className="auth-page__intro">
          <p className="eyebrow">{t('login.eyebrow')}</p>
          <h1>{t('login.title')}</h1>
          <p className="muted">{t('login.lead')}</p>
        </div>
      )}
      <div className="auth-card">
        <SignInPanel successUrl={next} headingLevel="h1" />
      </div>
    </div>
  );
}
