import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryBig, SearchX, Sparkles } from 'lucide-react';
import type { BolderCards } from '@duet/contracts/plain';
import type { Fantasy, FantasyFilters } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { useCollections } from '#features/fantasies/api/get-collections.ts';
import { useCards } from '#features/fantasies/hooks/use-cards.ts';
import { useTags } from '#features/fantasies/api/get-tags.ts';
import { FantasyCardSkeleton } from '#features/fantasies/components/fantasy-card.tsx';
import { useBolderCards } from '#features/fantasies/hooks/use-bolder-cards.ts';
import { useFeedFilters } from '#features/fantasies/hooks/use-feed-filters.ts';
import {
  filterFantasies,
  isFiltersActive,
  orderFeed,
  resetFilters,
  unseenFirst,
  withinBolderCards,
} from '#features/fantasies/utils/feed-order.ts';
import { ownCardsFirst } from '#lib/own-cards.ts';
import { useFantasyStats } from '#features/matches/api/get-fantasy-stats.ts';
import { couplesOf } from '#features/matches/utils/like-state.ts';
import { useDocumentTitle } from '#hooks/use-document-title.ts';
import { useIsMobile } from '#hooks/use-is-mobile.ts';
import { useSession } from '#lib/session.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/feed.ts';
import { useNeedLogin } from '../auth/use-need-login.tsx';
import { BolderCardsNote } from './bolder-cards-note.tsx';
import { answerableFirst } from './deck-order.ts';
import { FeedBanner } from './feed-banner.tsx';
import { ActiveCollection } from './feed-collection.tsx';
import { OwnCardsLink } from './own-cards-link.tsx';
import { FeedDeck } from './feed-deck.tsx';
import { FeedFiltersButton } from './feed-filters.tsx';
import { FeedGrid } from './feed-grid.tsx';
import { usePremiumInvitation } from './premium-invitation.tsx';
import { useFantasyLock } from './use-fantasy-lock.ts';
import { useFantasyAnswers } from './use-fantasy-answers.tsx';
import { useSeenAtLoad } from './use-seen-at-load.ts';
import './feed.css';
import './pages.css';

// Only for a signed-in person, whose page is never rendered on the server: with its partner and
// invite-link code it stays out of a visitor's first load.
const InviteNudge = lazy(() =>
  import('./invite-nudge.tsx').then((module) => ({ default: module.InviteNudge })),
);

const SKELETON_CARDS = 6;
const NO_FANTASIES: Fantasy[] = [];

function FeedSkeleton() {
  const { t } = useTranslation('fantasies');
  return (
    <LoadingRegion className="feed-grid" label={t('feed.loading')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <FantasyCardSkeleton key={index} />
      ))}
    </LoadingRegion>
  );
}

/**
 * The feed's cards: the catalogue within the person's "show bolder cards" setting (ADR 0029), then
 * filtered and ordered, the couple's own cards first (ADR 0030); how many the setting set aside from what the filters would show.
 */
function useFeedCards(
  all: readonly Fantasy[],
  filters: FantasyFilters | undefined,
  bolderCards: BolderCards | undefined,
  seenAtLoad: ReadonlySet<number> | null,
) {
  const stats = useFantasyStats();
  const visible = useMemo(
    () => (bolderCards ? withinBolderCards(all, bolderCards) : NO_FANTASIES),
    [all, bolderCards],
  );
  const ordered = useMemo(
    () =>
      filters && seenAtLoad && bolderCards
        ? unseenFirst(ownCardsFirst(orderFeed(visible, filters, stats.data)), seenAtLoad)
        : NO_FANTASIES,
    [visible, filters, bolderCards, stats.data, seenAtLoad],
  );
  const hidden = useMemo(
    () => (filters && bolderCards ? filterFantasies(all, filters).length - ordered.length : 0),
    [all, filters, bolderCards, ordered.length],
  );
  return { visible, ordered, hidden };
}

function FeedBody({ onNeedLogin }: { onNeedLogin: () => void }) {
  const { t } = useTranslation(['fantasies', 'feed']);
  const fantasies = useCards();
  const tags = useTags();
  const collections = useCollections();
  const stats = useFantasyStats();
  const { filters, save } = useFeedFilters();
  const bolder = useBolderCards();
  const premium = usePremiumInvitation();
  const answers = useFantasyAnswers(onNeedLogin, premium.open);
  const isLocked = useFantasyLock();
  const isMobile = useIsMobile();
  const { isAuthorized } = useSession();
  const all = fantasies.data ?? NO_FANTASIES;
  const seenAtLoad = useSeenAtLoad(fantasies.data, answers);
  const feed = useFeedCards(all, filters, bolder.value, seenAtLoad);
  const { visible, hidden } = feed;
  // A visitor's locks are known from the first render, so the grid too opens on cards they can
  // answer, as the deck does for everyone; a signed-in grid keeps the order its premium can change.
  const ordered = useMemo(
    () => (isAuthorized ? feed.ordered : answerableFirst(feed.ordered, isLocked)),
    [isAuthorized, feed.ordered, isLocked],
  );
  const couples = useCallback((id: number) => couplesOf(stats.data?.[String(id)]?.like_count), [stats.data]);

  if (
    fantasies.isPending ||
    filters === undefined ||
    bolder.value === undefined ||
    (fantasies.data && !seenAtLoad)
  )
    return <FeedSkeleton />;

  // After a failed background refresh the query is in error but keeps its data: keep showing it.
  if (fantasies.data === undefined) {
    return <QueryErrorState title={t('feed.error.title')} query={fantasies} />;
  }

  if (all.length === 0) {
    return (
      <EmptyState icon={<Sparkles />} title={t('feed.empty.title')}>
        <p>{t('feed.empty.text')}</p>
      </EmptyState>
    );
  }

  const isActive = isFiltersActive(filters);
  const count = isActive
    ? t('feed:filtered.count', { count: ordered.length, total: visible.length })
    : t('feed.count', { count: visible.length });
  const activeCollection =
    filters.collection === null
      ? undefined
      : collections.data?.find((collection) => collection.id === filters.collection);
  const bolderCards = bolder.value;

  function onApply(next: FantasyFilters, nextBolderCards: BolderCards) {
    save(next);
    if (nextBolderCards !== bolderCards) bolder.save(nextBolderCards);
  }

  return (
    <>
      <div className="feed-toolbar">
        <p className="feed-count" role="status">
          {count}
        </p>
        <FeedFiltersButton
          filters={filters}
          tags={[...(tags.data?.values() ?? [])]}
          collections={collections.data ?? []}
          bolderCards={bolderCards}
          onApply={onApply}
        />
      </div>
      {(activeCollection || hidden > 0) && (
        <div className="feed-context">
          {activeCollection && (
            <ActiveCollection
              collection={activeCollection}
              onClear={() => save({ ...filters, collection: null })}
            />
          )}
          <BolderCardsNote hidden={hidden} value={bolderCards} onSave={bolder.save} />
        </div>
      )}
      {ordered.length === 0 ? (
        isActive && (
          <EmptyState
            icon={<SearchX />}
            title={t('feed:filtered.emptyTitle')}
            actions={<Button onClick={() => save(resetFilters())}>{t('feed:filtered.reset')}</Button>}
          >
            <p>{t('feed:filtered.emptyText')}</p>
          </EmptyState>
        )
      ) : isMobile ? (
        <FeedDeck
          fantasies={ordered}
          tags={tags.data}
          couplesOf={couples}
          answers={answers}
          isLocked={isLocked}
        />
      ) : (
        <FeedGrid
          key={`${JSON.stringify(filters)} ${bolderCards}`}
          fantasies={ordered}
          tags={tags.data}
          couplesOf={couples}
          answers={answers}
          isLocked={isLocked}
        />
      )}
      {premium.dialog}
      {answers.dialog}
    </>
  );
}

/** `/`: the catalogue as a grid (desktop) or a swipe deck (phones), filtered and ordered per user. */
export function FantasiesFeedPage() {
  const { t } = useTranslation('fantasies');
  const { isAuthorized, isAuthorizationCompleted } = useSession();
  const needLogin = useNeedLogin();
  const isMobile = useIsMobile();
  useDocumentTitle(t('feed.title'));
  const notes = (
    <>
      {!isAuthorized && <FeedBanner onSignIn={needLogin.requestLogin} />}
      {isAuthorizationCompleted && (
        <Suspense fallback={null}>
          <InviteNudge />
        </Suspense>
      )}
    </>
  );
  // On a phone the first card and its buttons come first, in the first screen; the notes follow.
  return (
    <>
      <div className="page-intro page-intro--feed">
        <div className="page-intro__heading">
          <h1>{t('feed.title')}</h1>
          <div className="page-intro__links">
            <ButtonLink to="/collections/" variant="secondary" size="sm">
              <LibraryBig aria-hidden="true" />
              {t('feed.toCollections')}
            </ButtonLink>
            <OwnCardsLink />
          </div>
        </div>
        <p className="page-intro__lead">{t('feed.lead')}</p>
      </div>
      {!isMobile && notes}
      <FeedBody onNeedLogin={needLogin.requestLogin} />
      {isMobile && <div className="feed-notes">{notes}</div>}
      {needLogin.dialog}
    </>
  );
}
