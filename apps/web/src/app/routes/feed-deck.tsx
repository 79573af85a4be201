import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import type { Fantasy, LikeState } from '@duet/contracts';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { EmptyState } from '#components/ui/empty-state.tsx';
import type { TagIndex } from '#features/fantasies/api/get-tags.ts';
import { FantasyCard } from '#features/fantasies/components/fantasy-card.tsx';
import type { LikeAction } from '#features/matches/api/like-fantasy.ts';
import { CouplesCount, LikeBadge } from '#features/matches/components/like-badge.tsx';
import { HeartMark } from '#features/matches/components/marks.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';
import { SWIPE_THRESHOLD_PX, useSwipe } from '#hooks/use-swipe.ts';
import { useSession } from '#lib/session.ts';
import '#locales/feed.ts';
import './feed.css';

type FeedDeckProps = {
  fantasies: readonly Fantasy[];
  tags: TagIndex | undefined;
  stateOf: (id: number) => LikeState;
  couplesOf: (id: number) => number;
  /** Answers false when nothing was sent (a visitor asked to sign in, a locked fantasy invited to premium). */
  onAction: (fantasy: Fantasy, action: LikeAction) => boolean;
  isLocked: (fantasy: Fantasy) => boolean;
};

/**
 * The phone feed: one card at a time. Swipe right (or the heart) likes, swipe left (or the cross)
 * dislikes; both move on. A visitor's dislike simply moves on, a visitor's like asks to sign in.
 */
export function FeedDeck({ fantasies, tags, stateOf, couplesOf, onAction, isLocked }: FeedDeckProps) {
  const { t } = useTranslation('feed');
  const { isAuthorized } = useSession();
  // Fantasies already answered in this visit, by id: a reorder (new counts) never skips one.
  const [passed, setPassed] = useState<ReadonlySet<number>>(() => new Set());
  const remaining = fantasies.filter((fantasy) => !passed.has(fantasy.id));
  const current = remaining[0];

  function onAnswer(action: LikeAction) {
    if (!current) return;
    const isSkip = action === 'dislike' && !isAuthorized;
    if (!isSkip && !onAction(current, action)) return;
    setPassed((previous) => new Set(previous).add(current.id));
  }

  const swipe = useSwipe({ onSwipeLeft: () => onAnswer('dislike'), onSwipeRight: () => onAnswer('like') });

  if (!current) {
    return (
      <EmptyState
        icon={<PartyPopper />}
        title={t('deck.doneTitle')}
        actions={
          <>
            <Button onClick={() => setPassed(new Set())}>{t('deck.restart')}</Button>
            {isAuthorized && (
              <ButtonLink to="/matches/" variant="secondary">
                {t('deck.toMatches')}
              </ButtonLink>
            )}
          </>
        }
      >
        <p>{t('deck.doneText')}</p>
      </EmptyState>
    );
  }

  const progress = Math.max(-1, Math.min(1, swipe.offset / SWIPE_THRESHOLD_PX));
  const style = {
    '--swipe-x': `${swipe.offset}px`,
    '--swipe-rotate': `${swipe.offset / 24}deg`,
    '--swipe-progress': progress,
  } as CSSProperties;
  const state = stateOf(current.id);

  return (
    <section className="deck" aria-label={t('deck.label')}>
      <p className="deck__progress" aria-live="polite">
        {t('deck.progress', { position: fantasies.length - remaining.length + 1, total: fantasies.length })}
      </p>
      <div className="deck__stage">
        {remaining.length > 1 && <div className="deck__next" aria-hidden="true" />}
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
            badge={<LikeBadge state={state} />}
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
        isToggle={false}
        title={current.title}
        state={state}
        onLike={() => onAnswer('like')}
        onDislike={() => onAnswer('dislike')}
      />
      <p className="deck__hint">{t('deck.hint')}</p>
    </section>
  );
}
