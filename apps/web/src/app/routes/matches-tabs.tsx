import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Heart, HeartHandshake, UserPlus } from 'lucide-react';
import type { Fantasy } from '@duet/contracts';
import { ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import { QueryErrorState } from '#components/ui/query-error-state.tsx';
import { useCards } from '#features/fantasies/hooks/use-cards.ts';
import { useTags } from '#features/fantasies/api/get-tags.ts';
import { FantasyCardSkeleton } from '#features/fantasies/components/fantasy-card.tsx';
import { useFantasyStats } from '#features/matches/api/get-fantasy-stats.ts';
import { useLiked } from '#features/matches/api/get-liked.ts';
import { useMatches } from '#features/matches/api/get-matches.ts';
import { useMaybeMatches } from '#features/matches/api/get-maybe-matches.ts';
import { useMaybes } from '#features/matches/api/get-maybes.ts';
import { couplesOf } from '#features/matches/utils/like-state.ts';
import { usePartner } from '#features/partners/api/get-partner.ts';
import { LoadingRegion } from '#components/ui/loading-region.tsx';
import '#locales/matches.ts';
import { LikeableFantasyCard } from './likeable-fantasy-card.tsx';
import { PlanDateButton } from './plan-date.tsx';
import { usePremiumInvitation } from './premium-invitation.tsx';
import { useFantasyLock } from './use-fantasy-lock.ts';
import { useFantasyAnswers } from './use-fantasy-answers.tsx';

const NO_IDS: number[] = [];
const noLogin = () => {};

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <LoadingRegion className="feed-grid" label={t('a11y.loading')}>
      <FantasyCardSkeleton />
      <FantasyCardSkeleton />
    </LoadingRegion>
  );
}

/** Cards of the given fantasies in catalogue order, with their like state and like / dislike. */
function FantasyList({
  ids,
  count,
  canPlan = false,
}: {
  ids: readonly number[];
  count: string;
  canPlan?: boolean;
}) {
  const fantasies = useCards();
  const tags = useTags();
  const stats = useFantasyStats();
  const premium = usePremiumInvitation();
  const answers = useFantasyAnswers(noLogin, premium.open);
  const isLocked = useFantasyLock();
  const shown = useMemo(() => {
    const wanted = new Set(ids);
    return (fantasies.data ?? []).filter((fantasy: Fantasy) => wanted.has(fantasy.id));
  }, [fantasies.data, ids]);
  if (fantasies.isPending) return <ListSkeleton />;
  return (
    <>
      <p className="feed-count" role="status">
        {count}
      </p>
      <ul role="list" className="feed-grid">
        {shown.map((fantasy) => (
          <li key={fantasy.id} className="feed-grid__item">
            <LikeableFantasyCard
              fantasy={fantasy}
              tags={tags.data}
              couples={couplesOf(stats.data?.[String(fantasy.id)]?.like_count)}
              answers={answers}
              isLocked={isLocked(fantasy)}
              extraActions={
                canPlan ? (
                  <PlanDateButton
                    fantasy={fantasy}
                    look="short"
                    isLocked={isLocked(fantasy)}
                    onLocked={premium.open}
                  />
                ) : undefined
              }
            />
          </li>
        ))}
      </ul>
      {premium.dialog}
      {answers.dialog}
    </>
  );
}

/** A titled part of a tab: the couple's maybe-matches, the user's maybes (ADR 0025). */
function MaybeSection({ ids, kind }: { ids: readonly number[]; kind: 'maybeMatches' | 'maybes' }) {
  const { t } = useTranslation('matches');
  const headingId = useId();
  if (ids.length === 0) return null;
  return (
    <section className="matches-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="matches-section__title">
        {t(`${kind}.title`)}
      </h2>
      <p className="matches-hint">{t(`${kind}.hint`)}</p>
      <FantasyList
        ids={ids}
        count={t(`${kind}.count`, { count: ids.length })}
        canPlan={kind === 'maybeMatches'}
      />
    </section>
  );
}

/**
 * Index tab: what both partners like, then what both answered like or maybe; without a partner,
 * the way to link one.
 */
export function MatchesTab() {
  const { t } = useTranslation('matches');
  const partner = usePartner();
  const matches = useMatches();
  const maybeMatches = useMaybeMatches();
  const softer = maybeMatches.data ?? NO_IDS;
  if (partner.isPending || matches.isPending || maybeMatches.isPending) return <ListSkeleton />;
  if (matches.data === undefined) return <QueryErrorState title={t('matches.error')} query={matches} />;
  if (partner.data === null && matches.data.length === 0 && softer.length === 0) {
    return (
      <EmptyState
        icon={<UserPlus />}
        title={t('matches.noPartner.title')}
        actions={<ButtonLink to="/profile/">{t('matches.noPartner.action')}</ButtonLink>}
      >
        <p>{t('matches.noPartner.text')}</p>
      </EmptyState>
    );
  }
  if (matches.data.length === 0 && softer.length === 0) {
    return (
      <EmptyState
        icon={<HeartHandshake />}
        title={t('matches.empty.title')}
        actions={<ButtonLink to="/">{t('matches.empty.action')}</ButtonLink>}
      >
        <p>{t('matches.empty.text')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      {matches.data.length > 0 && (
        <FantasyList ids={matches.data} count={t('matches.count', { count: matches.data.length })} canPlan />
      )}
      <MaybeSection ids={softer} kind="maybeMatches" />
    </>
  );
}

/** `likes/`: the user's own likes and maybes, private; pressing the heart again takes a like back. */
export function LikesTab() {
  const { t } = useTranslation('matches');
  const liked = useLiked();
  const maybes = useMaybes();
  const ids = liked.data ?? NO_IDS;
  const maybeIds = maybes.data ?? NO_IDS;
  if (liked.isPending || maybes.isPending) return <ListSkeleton />;
  if (liked.data === undefined) return <QueryErrorState title={t('likes.error')} query={liked} />;
  if (ids.length === 0 && maybeIds.length === 0) {
    return (
      <EmptyState
        icon={<Heart />}
        title={t('likes.empty.title')}
        actions={<ButtonLink to="/">{t('likes.empty.action')}</ButtonLink>}
      >
        <p>{t('likes.empty.text')}</p>
      </EmptyState>
    );
  }
  return (
    <>
      {ids.length > 0 && (
        <>
          <p className="matches-hint">{t('likes.hint')}</p>
          <FantasyList ids={ids} count={t('likes.count', { count: ids.length })} />
        </>
      )}
      <MaybeSection ids={maybeIds} kind="maybes" />
    </>
  );
}
