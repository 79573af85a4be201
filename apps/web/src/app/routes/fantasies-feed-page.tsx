import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { useTags } from '#features/fantasies/api/get-tags.ts';
import { FantasyCard, FantasyCardSkeleton } from '#features/fantasies/components/fantasy-card.tsx';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { FeedBanner } from './feed-banner.tsx';
import './pages.css';

const SKELETON_CARDS = 6;

function FeedBody() {
  const { t } = useTranslation(['fantasies', 'common']);
  const fantasies = useFantasies();
  const tags = useTags();

  if (fantasies.isPending) {
    return (
      <div className="feed-grid" aria-busy="true">
        <p role="status" className="sr-only">
          {t('feed.loading')}
        </p>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <FantasyCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  // After a failed background refresh the query is in error but keeps its data: keep showing it.
  if (fantasies.data === undefined) {
    return <QueryErrorState title={t('feed.error.title')} query={fantasies} />;
  }

  if (fantasies.data.length === 0) {
    return (
      <EmptyState icon={<Sparkles />} title={t('feed.empty.title')}>
        <p>{t('feed.empty.text')}</p>
      </EmptyState>
    );
  }

  return (
    <>
      <p className="feed-count" role="status">
        {t('feed.count', { count: fantasies.data.length })}
      </p>
      <ul role="list" className="feed-grid">
        {fantasies.data.map((fantasy) => (
          <li key={fantasy.id} className="feed-grid__item">
            <FantasyCard fantasy={fantasy} tags={tags.data} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function FantasiesFeedPage() {
  const { t } = useTranslation('fantasies');
  useDocumentTitle(t('feed.title'));
  return (
    <>
      <div className="page-intro">
        <h1>{t('feed.title')}</h1>
        <p className="page-intro__lead">{t('feed.lead')}</p>
      </div>
      <FeedBanner />
      <FeedBody />
    </>
  );
}
