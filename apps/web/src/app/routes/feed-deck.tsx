import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import type { Fantasy } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import type { TagIndex } from '#features/fantasies/api/get-tags.ts';
import { FantasyCard } from '#features/fantasies/components/fantasy-card.tsx';
import { useClearPasses } from '#features/matches/api/pass-fantasy.ts';
import { CouplesCount, LikeBadge } from '#features/matches/components/like-badge.tsx';
import { HeartMark } from '#features/matches/components/marks.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';
import { SWIPE_THRESHOLD_PX, useSwipe } from '#hooks/use-swipe.ts';
import { useSession } from '#lib/session.ts';
import '#locales/feed.ts';
import type { FantasyAnswers } from './use-fantasy-answers.tsx';
import './feed.css';

/** What the feed's two views, the phone deck and the desktop grid, are given. */
export type FeedViewProps = {
  fantasies: readonly Fantasy[];
  tags: TagIndex | undefined;
  couplesOf: (id: number) => number;
  answers: FantasyAnswers;
  isLocked: (fantasy: Fantasy) => boolean;
};

/**
 * The phone feed: one new card at a time. Cards already liked, matched, maybe'd or passed are out of the
 * deck, so a visit continues where the last one stopped (ADR 0016). Swipe right (or the heart) likes,
 * swipe left (or the cross) passes without touching any like. A card leaves once its answer is
 * recorded and comes back if that fails.
 */
export function FeedDeck({ fantasies, tags, couplesOf, answers, isLocked }: FeedViewProps) {
  const { t } = useTranslation('feed');
  const { isAuthorized } = useSession();
  const clearPasses = useClearPasses();
  const unseen = fantasies.filter(
    (fantasy) =>
      answers.stateOf(fantasy.id) === 'none' && !answers.isPassed(fantasy.id) && !answers.isMaybe(fantasy.id),
  );
  const current = unseen[0];
  const swipe = useSwipe({
    onSwipeLeft: () => current && answers.pass(current),
    onSwipeRight: () => current && answers.like(current),
  });

  if (!current) {
    const hasPassed = fantasies.some((fantasy) => answers.isPassed(fantasy.id));
    return (
      <EmptyState
        icon={<PartyPopper />}
        title={t('deck.doneTitle')}
        actions={
          <>
            {hasPassed && <Button onClick={() => clearPasses.mutate()}>{t('deck.showPassed')}</Button>}
            {isAuthorized && (
              <ButtonLink to="/matches/likes/" variant="secondary">
                {t('deck.toLikes')}
              </ButtonLink>
            )}
          </>
        }
      >
        <p>{t(hasPassed ? 'deck.doneTextPassed' : 'deck.doneText')}</p>
      </EmptyState>
    );
  }

  const progress = Math.max(-1, Math.min(1, swipe.offset / SWIPE_THRESHOLD_PX));
  const style = {
    '--swipe-x': `${swipe.offset}px`,
    '--swipe-rotate': `${swipe.offset / 24}deg`,
    '--swipe-progress': progress,
  } as CSSProperties;

  return (
    <section className="deck" aria-label={t('deck.label')}>
      <p className="deck__progress" aria-live="polite">
        {t('deck.left', { count: unseen.length })}
      </p>
      <div className="deck__stage">
        {unseen.length > 1 && <div className="deck__next" aria-hidden="true" />}
        <div
          key={current.id}
          className="deck__card"
          style={style}
          data-dragging={swipe.offset !== 0 || undefined}
          {...swipe.handlers}
        >
          <FantasyCard
            fantasy={current}
            tags={tags}
            badge={<LikeBadge state="none" />}
            meta={<CouplesCount couples={couplesOf(current.id)} />}
            isLocked={isLocked(current)}
            className="fantasy-card--deck"
          />
          <span className="deck__stamp deck__stamp--like" aria-hidden="true">
            <HeartMark />
          </span>
          <span className="deck__stamp deck__stamp--nope" aria-hidden="true">
            ✕
          </span>
        </div>
      </div>
      <LikeButtons
        look="large"
        title={current.title}
        state="none"
        onLike={() => answers.like(current)}
        onPass={() => answers.pass(current)}
        onMaybe={() => answers.maybe(current)}
      />
      <p className="deck__hint">{t('deck.hint')}</p>
    </section>
  );
}
