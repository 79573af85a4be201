import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Heart, X } from 'lucide-react';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { MaybeMark } from './marks.tsx';
import type { LikeState } from '@duet/contracts';
import '#locales/matches.ts';
import './matches.css';

type LikeButtonsProps = {
  title: string;
  state: LikeState;
  onLike: () => void;
  /** "Not for me": passes the fantasy; it never touches a like (ADR 0016). */
  onPass: () => void;
  /** Pressing the heart of a liked fantasy asks for this explicit removal. */
  onRemoveLike?: () => void;
  /** Set when "not for me" is a toggle (cards): pressed while passed, pressing again takes it back. */
  isPassed?: boolean;
  onUnpass?: () => void;
  /**
   * "Maybe" (ADR 0025), offered with `onMaybe` while the fantasy is not liked: a liked one is taken
   * back explicitly first, so a maybe never quietly undoes a match. A toggle with `onUnmaybe`.
   */
  onMaybe?: () => void;
  isMaybe?: boolean;
  onUnmaybe?: () => void;
  /** Round icon buttons (cards, the deck) or buttons with words (the fantasy page). */
  look?: 'icon' | 'large' | 'text';
  className?: string;
};

/**
 * "Not for me", "maybe" and like, named after the fantasy so every card's buttons are told apart. On a card
 * both are toggles; a liked fantasy shows only its heart, whose removal is explicit. The swipe deck
 * gives neither `onRemoveLike` nor `onUnpass`: there both buttons answer and move on.
 */
export function LikeButtons({
  title,
  state,
  onLike,
  onPass,
  onRemoveLike,
  isPassed,
  onUnpass,
  onMaybe,
  isMaybe,
  onUnmaybe,
  look = 'icon',
  className,
}: LikeButtonsProps) {
  const { t } = useTranslation('matches');
  const hydrated = useHydrated();
  const isLiked = state !== 'none';
  const isLikeToggle = onRemoveLike !== undefined;
  const isPassToggle = onUnpass !== undefined;
  const withWords = look === 'text';
  return (
    <div className={clsx('like-buttons', `like-buttons--${look}`, className)}>
      {!(isLiked && isLikeToggle) && !(isMaybe && onUnmaybe) && (
        <button
          type="button"
          disabled={!hydrated}
          className={clsx('like-button like-button--pass', isPassed && 'like-button--on')}
          aria-label={t('like.pass', { title })}
          aria-pressed={isPassToggle ? !!isPassed : undefined}
          onClick={isPassToggle && isPassed ? onUnpass : onPass}
        >
          <X aria-hidden="true" />
          {withWords && <span>{t('like.passVisible')}</span>}
        </button>
      )}
      {onMaybe && !isLiked && (
        <button
          type="button"
          disabled={!hydrated}
          className={clsx('like-button like-button--maybe', isMaybe && 'like-button--on')}
          aria-label={t('like.maybe', { title })}
          aria-pressed={onUnmaybe ? !!isMaybe : undefined}
          onClick={onUnmaybe && isMaybe ? onUnmaybe : onMaybe}
        >
          <MaybeMark />
          {withWords && <span>{t('like.maybeVisible')}</span>}
        </button>
      )}
      <button
        type="button"
        disabled={!hydrated}
        className={clsx('like-button like-button--like', isLiked && 'like-button--on')}
        aria-label={t('like.like', { title })}
        aria-pressed={isLikeToggle ? isLiked : undefined}
        onClick={isLikeToggle && isLiked ? onRemoveLike : onLike}
      >
        <Heart aria-hidden="true" fill={isLiked ? 'currentColor' : 'none'} />
        {withWords && <span>{t('like.likeVisible')}</span>}
      </button>
    </div>
  );
}
