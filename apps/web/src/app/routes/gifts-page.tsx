import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useGifts } from '#features/gifts/api/get-gifts.ts';
import { GiftList } from '#features/gifts/components/gift-list.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/gifts.ts';
import './gifts-pages.css';
import './pages.css';

const BUY_PATH = '/profile/plans/?gift=1';

function MyGifts() {
  const { t } = useTranslation('gifts');
  const gifts = useGifts();
  if (gifts.isPending) {
    return (
      <LoadingRegion className="gifts-page__skeleton" label={t('page.loading')}>
        <Skeleton height="7rem" className="gifts-page__skeleton-item" />
        <Skeleton height="7rem" className="gifts-page__skeleton-item" />
      </LoadingRegion>
    );
  }
  if (gifts.data === undefined) return <QueryErrorState title={t('page.error')} query={gifts} />;
  if (gifts.data.length === 0) {
    return (
      <EmptyState
        icon={<Gift />}
        title={t('page.emptyTitle')}
        actions={<ButtonLink to={BUY_PATH}>{t('page.buy')}</ButtonLink>}
      >
        <p>{t('page.emptyText')}</p>
      </EmptyState>
    );
  }
  return <GiftList gifts={gifts.data} />;
}

/** `/gift/`: what a gift certificate is, a way to buy one, and the certificates I bought. */
export function GiftsPage() {
  const { t } = useTranslation(['gifts', 'common']);
  useDocumentTitle(t('common:pages.gift'));
  return (
    <div className="gifts-page">
      <div className="page-intro">
        <h1>{t('page.title')}</h1>
        <p className="page-intro__lead">{t('page.lead')}</p>
      </div>
      <section className="gifts-page__how" aria-labelledby="gifts-how-title">
        <h2 id="gifts-how-title" className="gifts-page__subtitle">
          {t('page.stepsLabel')}
        </h2>
        <ol className="gifts-page__steps">
          <li>{t('page.step1')}</li>
          <li>{t('page.step2')}</li>
          <li>{t('page.step3')}</li>
        </ol>
        <ButtonLink to={BUY_PATH}>
          <Gift aria-hidden="true" />
          {t('page.buy')}
        </ButtonLink>
      </section>
      <section className="gifts-page__mine" aria-labelledby="gifts-mine-title">
        <h2 id="gifts-mine-title" className="gifts-page__subtitle">
          {t('page.mine')}
        </h2>
        <MyGifts />
      </section>
    </div>
  );
}
