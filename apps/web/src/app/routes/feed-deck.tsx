import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronsRight } from 'lucide-react';
import type { Fantasy } from '@duet/contracts';
import type { TagIndex } from '#features/fantasies/api/get-tags.ts';
import { FantasyCard, FantasyCardSkeleton } from '#features/fantasies/components/fantasy-card.tsx';
import { useClearPasses } from '#features/matches/api/pass-fantasy.ts';
import { CouplesCount, LikeBadge } from '#features/matches/components/like-badge.tsx';
import { HeartMark } from '#features/matches/components/marks.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';
import { useSubscription } from '#features/subscriptions/api/get-subscription.ts';
import { SWIPE_THRESHOLD_PX, useSwipe } from '#hooks/use-swipe.ts';
import { useSession } from '#lib/session.ts';
import '#locales/feed.ts';
import { deckOrder } from './deck-order.ts';
import { DeckDone } from './deck-done.tsx';
import { DeckLockedActions } from './deck-locked-actions.tsx';
import type { FantasyAnswers } from './use-fantasy-answers.tsx';
import { useDeckMoves } from './use-deck-moves.ts';
import { useDeckSkips } from './use-deck-skips.ts';
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
 * recorded and comes back if that fails; every answer can be undone from its toast.
 *
 * A free person meets the cards they can answer first; a locked card is never answered here: it
 * offers premium and a skip (either swipe too) that records nothing (ADR 0028).
 */
export function FeedDeck({ fantasies, tags, couplesOf, answers, isLocked }: FeedViewProps) {
  const { t } = useTranslation('feed');
  const { isAuthorized } = useSession();
  // Until a signed-in person's premium is known nothing looks locked: wait, rather than put an
  // answerable-looking locked card on top and reorder under their thumb.
  const isLockKnown = !useSubscription().isPending || !isAuthorized;
  const clearPasses = useClearPasses();
  const skips = useDeckSkips();
  const moves = useDeckMoves(answers, skips);
  const unseen = fantasies.filter(
    (fantasy) =>
      answers.stateOf(fantasy.id) === 'none' && !answers.isPassed(fantasy.id) && !answers.isMaybe(fantasy.id),
  );
  const { cards, skippedCount } = deckOrder(unseen, isLocked, skips.skipped, moves.restoredId);
  const current = cards[0];
  const isCurrentLocked = current !== undefined && isLocked(current);
  const swipe = useSwipe({
    onSwipeLeft: () => current && (isCurrentLocked ? moves.skip(current) : moves.pass(current)),
    onSwipeRight: () => current && (isCurrentLocked ? moves.skip(current) : moves.like(current)),
  });

  // A button that answered keeps the focus when the next card has the same buttons; when the next
  // card is locked (or no longer is) the buttons change, and the focus goes to the first new one.
  const actions = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const fromButton = (move: (fantasy: Fantasy) => void, fantasy: Fantasy) => () => {
    hadFocus.current = true;
    move(fantasy);
  };
  useEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const box = actions.current;
    if (box && !box.contains(document.activeElement)) box.querySelector('button')?.focus();
  }, [current?.id, isCurrentLocked]);

  if (!isLockKnown) return <FantasyCardSkeleton />;

  if (!current) {
    const hasPassed = fantasies.some((fantasy) => answers.isPassed(fantasy.id));
    return (
      <DeckDone
        hasPassed={hasPassed}
        skippedCount={skippedCount}
        onShowAgain={() => {
          if (hasPassed) clearPasses.mutate();
          skips.clear();
        }}
        onPremium={answers.offerPremium}
      />
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
        {t('deck.left', { count: cards.length })}
      </p>
      <div className="deck__stage">
        {cards.length > 1 && <div className="deck__next" aria-hidden="true" />}
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
            isLocked={isCurrentLocked}
            className="fantasy-card--deck"
          />
          {isCurrentLocked ? (
            <>
              <span className="deck__stamp deck__stamp--skip deck__stamp--right" aria-hidden="true">
                <ChevronsRight />
              </span>
              <span className="deck__stamp deck__stamp--skip deck__stamp--left" aria-hidden="true">
                <ChevronsRight />
              </span>
            </>
          ) : (
            <>
              <span className="deck__stamp deck__stamp--like deck__stamp--right" aria-hidden="true">
                <HeartMark />
              </span>
              <span className="deck__stamp deck__stamp--nope deck__stamp--left" aria-hidden="true">
                ✕
              </span>
            </>
          )}
        </div>
      </div>
      <div ref={actions} className="deck__actions">
        {isCurrentLocked ? (
          <DeckLockedActions
            title={current.title}
            onSkip={fromButton(moves.skip, current)}
            onPremium={answers.offerPremium}
          />
        ) : (
          <LikeButtons
            look="large"
            title={current.title}
            state="none"
            onLike={fromButton(moves.like, current)}
            onPass={fromButton(moves.pass, current)}
            onMaybe={fromButton(moves.maybe, current)}
          />
        )}
      </div>
      <p className="deck__hint">{t(isCurrentLocked ? 'deck.lockedHint' : 'deck.hint')}</p>
    </section>
  );
}
