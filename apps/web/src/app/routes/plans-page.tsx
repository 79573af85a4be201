import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Languages } from 'lucide-react';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { usePlans } from '#features/subscriptions/api/get-plans.ts';
import { PremiumBenefits } from '#features/subscriptions/components/premium-benefits.tsx';
import { PurchaseForm } from '#features/subscriptions/components/purchase-form.tsx';
import { SubscriptionStatus } from '#features/subscriptions/components/subscription-status.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale, writeLocaleCookie } from '#lib/locale.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/premium.ts';
import './account-pages.css';

function PlansLoading() {
  const { t } = useTranslation('premium');
  return (
    <LoadingRegion className="plan-options" label={t('plans.loading')}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height="8.5rem" />
      ))}
    </LoadingRegion>
  );
}

function PlansSection({ initialKind }: { initialKind: 'own' | 'gift' }) {
  const { t } = useTranslation('premium');
  const plans = usePlans();
  let content;
  if (plans.isPending) content = <PlansLoading />;
  else if (plans.isError) content = <QueryErrorState title={t('plans.loadError')} query={plans} />;
  else if (plans.data.length === 0) content = <p className="premium-status__hint">{t('plans.empty')}</p>;
  else content = <PurchaseForm plans={plans.data} initialKind={initialKind} />;
  return <section className="profile-card">{content}</section>;
}

/** Spec §2: subscriptions are offered in Russian only; the English page points there. */
function RussianOnly() {
  const { t } = useTranslation('premium');
  const [searchParams] = useSearchParams();
  const search = searchParams.size > 0 ? `?${searchParams.toString()}` : '';
  return (
    <EmptyState
      icon={<Languages />}
      title={t('english.title')}
      actions={
        <Link
          to={`/ru/profile/plans/${search}`}
          lang="ru"
          className="button button--primary button--md"
          onClick={() => writeLocaleCookie('ru')}
        >
          {t('english.link')}
        </Link>
      }
    >
      <p>{t('english.text')}</p>
    </EmptyState>
  );
}

/** `/profile/plans/`: the couple's premium, what it gives and the plans to buy it. */
export function PlansPage() {
  const { t } = useTranslation(['premium', 'common']);
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('common:pages.plans'));

  return (
    <div className="profile">
      <h1 className="sr-only">{t('common:pages.plans')}</h1>
      <section className="profile-card" aria-labelledby="premium-status">
        <h2 id="premium-status" className="profile-card__title">
          {t('status.title')}
        </h2>
        <SubscriptionStatus />
      </section>
      <PremiumBenefits headingId="premium-benefits" />
      {locale === 'ru' ? (
        <PlansSection initialKind={searchParams.get('gift') === '1' ? 'gift' : 'own'} />
      ) : (
        <RussianOnly />
      )}
    </div>
  );
}
