import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutGrid, LibraryBig } from 'lucide-react';
import type { Collection } from '@duet/contracts';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { useCollections } from '#features/fantasies/api/get-collections.ts';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { CollectionCard, CollectionCardSkeleton } from '#features/fantasies/components/collection-card.tsx';
import { useBolderCards } from '#features/fantasies/hooks/use-bolder-cards.ts';
import { withinBolderCards } from '#features/fantasies/utils/feed-order.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import '#locales/collections.ts';
import './collections.css';
import './pages.css';

const SKELETON_COVERS = 6;

/**
 * How many cards of each collection the person will find inside: within their "show bolder cards"
 * setting, so a cover never promises cards its page then keeps back. The API's counts stand in
 * when the catalogue could not be read.
 */
function useShownCounts(collections: readonly Collection[] | undefined) {
  const fantasies = useFantasies();
  const bolder = useBolderCards();
  const counts = useMemo(() => {
    if (!collections) return undefined;
    if (fantasies.data === undefined || bolder.value === undefined) {
      return fantasies.isError ? new Map(collections.map(({ id, count }) => [id, count])) : undefined;
    }
    const shown = withinBolderCards(fantasies.data, bolder.value);
    return new Map(
      collections.map(({ id }) => [id, shown.filter((fantasy) => fantasy.collections.includes(id)).length]),
    );
  }, [collections, fantasies.data, fantasies.isError, bolder.value]);
  return counts;
}

function CollectionsBody() {
  const { t } = useTranslation('collections');
  const collections = useCollections();
  const counts = useShownCounts(collections.data);

  if (collections.isPending || (collections.data && !counts)) {
    return (
      <LoadingRegion className="collections-grid" label={t('loading')}>
        {Array.from({ length: SKELETON_COVERS }, (_, index) => (
          <CollectionCardSkeleton key={index} />
        ))}
      </LoadingRegion>
    );
  }
  if (collections.data === undefined) return <QueryErrorState title={t('error')} query={collections} />;
  if (collections.data.length === 0) {
    return (
      <EmptyState
        icon={<LibraryBig />}
        title={t('empty.title')}
        actions={<ButtonLink to="/">{t('toFeed')}</ButtonLink>}
      >
        <p>{t('empty.text')}</p>
      </EmptyState>
    );
  }
  return (
    <ul role="list" className="collections-grid">
      {collections.data.map((collection) => (
        <li key={collection.id}>
          <CollectionCard collection={collection} count={counts?.get(collection.id) ?? collection.count} />
        </li>
      ))}
    </ul>
  );
}

/** `/collections/`: the catalogue by theme, as a grid of covers (ADR 0029). */
export function CollectionsPage() {
  const { t } = useTranslation('collections');
  useDocumentTitle(t('title'));
  return (
    <>
      <div className="page-intro">
        <div className="page-intro__heading">
          <h1>{t('title')}</h1>
          <ButtonLink to="/" variant="secondary" size="sm">
            <LayoutGrid aria-hidden="true" />
            {t('toFeed')}
          </ButtonLink>
        </div>
        <p className="page-intro__lead">{t('lead')}</p>
      </div>
      <CollectionsBody />
    </>
  );
}
