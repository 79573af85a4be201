import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { SignInPrompt } from '#app/auth/sign-in-prompt.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { usePaymentSettings } from '#features/subscriptions/api/get-payment-settings.ts';
import { PaymentTestRunner } from '#features/subscriptions/components/payment-test-runner.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useSession } from '#lib/session.ts';
import '#locales/premium.ts';
import '#features/subscriptions/components/subscriptions.css';
import './account-pages.css';
import './pages.css';

function TestTinkoffContent() {
  const { t } = useTranslation('premium');
  const { isAuthorized } = useSession();
  const settings = usePaymentSettings();

  if (settings.isPending) return <p role="status">{t('test.loading')}</p>;
  if (settings.isError) return <QueryErrorState title={t('test.unavailable')} query={settings} />;
  if (!settings.data.test_page) {
    return <EmptyState icon={<CreditCard />} title={t('test.unavailable')} />;
  }
  if (!isAuthorized) return <SignInPrompt title={t('test.signInTitle')} action={t('test.signInAction')} />;
  return <PaymentTestRunner settings={settings.data} />;
}

/** `/test-tinkoff/`: a step-by-step check of the payment gateway, for testers only. */
export function TestTinkoffPage() {
  const { t } = useTranslation(['premium', 'common']);
  useDocumentTitle(t('common:pages.testTinkoff'));
  return (
    <div className="payment-test-page">
      <header className="page-intro">
        <h1>{t('test.title')}</h1>
        <p className="page-intro__lead">{t('test.intro')}</p>
      </header>
      <TestTinkoffContent />
    </div>
  );
}
