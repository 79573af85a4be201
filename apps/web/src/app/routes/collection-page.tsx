import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, GalleryVerticalEnd, LibraryBig, SearchX } from 'lucide-react';
import { NOT_FOUND_COPY, type BolderCards } from '@duet/contracts/plain';
import type { Collection, Fantasy } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { useCollections } from '#features/fantasies/api/get-collections.ts';
import { useFantasies } from '#features/fantasies/api/get-fantasies.ts';
import { useTags } from '#features/fantasies/api/get-tags.ts';
import { CollectionCover } from '#features/fantasies/components/collection-cover.tsx';
import { FantasyCardSkeleton } from '#features/fantasies/components/fantasy-card.tsx';
import { useBolderCards } from '#features/fantasies/hooks/use-bolder-cards.ts';
import { useFeedFilters } from '#features/fantasies/hooks/use-feed-filters.ts';
import { unseenFirst, withinBolderCards } from '#features/fantasies/utils/feed-order.ts';
import { useFantasyStats } from '#features/matches/api/get-fantasy-stats.ts';
import { couplesOf } from '#features/matches/utils/like-state.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useLocale, useLocalizedPath } from '#lib/locale.ts';
import '#locales/collections.ts';
import '#locales/feed.ts';
import { useNeedLogin } from '../auth/use-need-login.tsx';
import { BolderCardsNote } from './bolder-cards-note.tsx';
import { FeedGrid } from './feed-grid.tsx';
import { usePremiumInvitation } from './premium-invitation.tsx';
import { useFantasyLock } from './use-fantasy-lock.ts';
import { useFantasyAnswers } from './use-fantasy-answers.tsx';
import { useSeenAtLoad } from './use-seen-at-load.ts';
import './collections.css';
import './feed.css';
import './pages.css';

const SKELETON_CARDS = 3;

function CollectionSkeleton() {
  const { t } = useTranslation('common');
  return (
    <LoadingRegion label={t('a11y.loading')}>
      <div className="collection-header">
        <Skeleton width="8rem" height="2.5rem" />
        <div className="collection-header__main">
          <Skeleton width="6rem" height="6rem" className="collection-cover--header" />
          <div className="collection-header__text">
            <Skeleton width="12rem" height="2rem" />
            <Skeleton width="16rem" height="1rem" />
          </div>
        </div>
      </div>
      <div className="feed-grid">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <FantasyCardSkeleton key={index} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** Sets the feed's collection filter to this one (keeping the other filters) and opens the feed. */
function ShowInFeedButton({ collection }: { collection: Collection }) {
  const { t } = useTranslation('collections');
  const { filters, save } = useFeedFilters();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={filters === undefined}
      onClick={() => {
        if (!filters) return;
        save({ ...filters, collection: collection.id });
        void navigate(localize('/'));
      }}
    >
      <GalleryVerticalEnd aria-hidden="true" />
      {t('detail.inFeed')}
    </Button>
  );
}

type CollectionViewProps = {
  collection: Collection;
  fantasies: readonly Fantasy[];
  bolderCards: BolderCards;
  onBolderCards: (value: BolderCards) => void;
};

/** The collection's cover, title and line, then its cards as the feed's grid shows them. */
function CollectionView({ collection, fantasies, bolderCards, onBolderCards }: CollectionViewProps) {
  const { t } = useTranslation(['collections', 'fantasies', 'common']);
  const tags = useTags();
  const stats = useFantasyStats();
  const needLogin = useNeedLogin();
  const premium = usePremiumInvitation();
  const answers = useFantasyAnswers(needLogin.requestLogin, premium.open);
  const isLocked = useFantasyLock();
  const inCollection = useMemo(
    () => fantasies.filter((fantasy) => fantasy.collections.includes(collection.id)),
    [fantasies, collection.id],
  );
  const shown = useMemo(() => withinBolderCards(inCollection, bolderCards), [inCollection, bolderCards]);
  const hidden = inCollection.length - shown.length;
  // What was answered before the page opened goes last, as in the feed.
  const seenAtLoad = useSeenAtLoad(inCollection, answers);
  const ordered = useMemo(() => seenAtLoad && unseenFirst(shown, seenAtLoad), [shown, seenAtLoad]);
  const couples = useCallback((id: number) => couplesOf(stats.data?.[String(id)]?.like_count), [stats.data]);

  return (
    <>
      <header className="collection-header">
        <ButtonLink to="/collections/" variant="ghost" size="sm" className="collection-header__back">
          <ArrowLeft aria-hidden="true" />
          {t('detail.all')}
        </ButtonLink>
        <div className="collection-header__main">
          <CollectionCover collection={collection} size="header" />
          <div className="collection-header__text">
            <h1>{collection.title}</h1>
            <p className="collection-header__line">{collection.line}</p>
            <p className="collection-header__count">{t('fantasies:feed.count', { count: shown.length })}</p>
          </div>
        </div>
        <div className="collection-header__actions">
          {shown.length > 0 && <ShowInFeedButton collection={collection} />}
          <BolderCardsNote hidden={hidden} value={bolderCards} onSave={onBolderCards} />
        </div>
      </header>
      {ordered === null ? (
        <LoadingRegion className="feed-grid" label={t('common:a11y.loading')}>
          <FantasyCardSkeleton />
        </LoadingRegion>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<LibraryBig />}
          title={t(hidden > 0 ? 'detail.allHiddenTitle' : 'detail.emptyTitle')}
          actions={<ButtonLink to="/collections/">{t('detail.all')}</ButtonLink>}
        >
          <p>{t(hidden > 0 ? 'detail.allHiddenText' : 'detail.emptyText')}</p>
        </EmptyState>
      ) : (
        <FeedGrid
          key={bolderCards}
          fantasies={ordered}
          tags={tags.data}
          couplesOf={couples}
          answers={answers}
          isLocked={isLocked}
        />
      )}
      {needLogin.dialog}
      {premium.dialog}
      {answers.dialog}
    </>
  );
}

/**
 * `/collections/{slug}/`: one collection (ADR 0029) with its fantasies as the feed's cards, within
 * the person's "show bolder cards" setting. An unknown slug is a 404 (the server answers one too).
 */
export function CollectionPage() {
  const { t } = useTranslation(['collections', 'common']);
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const locale = useLocale();
  const collections = useCollections();
  const fantasies = useFantasies();
  const bolder = useBolderCards();
  const collection = collections.data?.find((item) => item.slug === slug);
  useDocumentTitle(
    collection?.title ?? (collections.data ? t('common:error.notFound.title') : t('common:pages.collection')),
  );

  if (collections.isPending || (collection && (fantasies.isPending || bolder.value === undefined))) {
    return <CollectionSkeleton />;
  }
  if (collections.data === undefined) {
    return <QueryErrorState as="h1" title={t('detail.error')} query={collections} />;
  }
  if (!collection) {
    return (
      <EmptyState
        as="h1"
        icon={<SearchX />}
        title={t('common:error.notFound.title')}
        actions={<ButtonLink to="/collections/">{t('detail.all')}</ButtonLink>}
      >
        <p>{NOT_FOUND_COPY[locale].line(pathname)}</p>
        <p>{t('common:error.notFound.hint')}</p>
      </EmptyState>
    );
  }
  if (fantasies.data === undefined || bolder.value === undefined) {
    return <QueryErrorState as="h1" title={t('detail.error')} query={fantasies} />;
  }
  return (
    <CollectionView
      key={collection.id}
      collection={collection}
      fantasies={fantasies.data}
      bolderCards={bolder.value}
      onBolderCards={bolder.save}
    />
  );
}
