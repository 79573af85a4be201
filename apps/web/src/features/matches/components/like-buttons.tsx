import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { Heart, X } from 'lucide-react';
import type { LikeState } from '@duet/contracts';
import '#locales/matches.ts';
import './matches.css';

type LikeButtonsProps = {
  title: string;
  state: LikeState;
  onLike: () => void;
  onDislike: () => void;
  /** Round icon buttons (cards, the deck) or buttons with words (the fantasy page). */
  look?: 'icon' | 'large' | 'text';
  /**
   * The like button is a toggle: pressing it on a liked fantasy takes the like back. A swipe deck
   * turns this off, where "like" always means "like and move on".
   */
  isToggle?: boolean;
  className?: string;
};

/** Dislike and like, named after the fantasy so every card's buttons are told apart. */
export function LikeButtons({
  title,
  state,
  onLike,
  onDislike,
  look = 'icon',
  isToggle = true,
  className,
}: LikeButtonsProps) {
  const { t } = useTranslation('matches');
  const isLiked = state !== 'none';
  const withWords = look === 'text';
  return (
    <div className={clsx('like-buttons', `like-buttons--${look}`, className)}>
      <button
        type="button"
        className="like-button like-button--dislike"
        aria-label={t('like.dislike', { title })}
        onClick={onDislike}
      >
        <X aria-hidden="true" />
        {withWords && <span>{t('like.dislikeVisible')}</span>}
      </button>
      <button
        type="button"
        className={clsx('like-button like-button--like', isLiked && 'like-button--on')}
        aria-label={t('like.like', { title })}
        aria-pressed={isToggle ? isLiked : undefined}
        onClick={isToggle && isLiked ? onDislike : onLike}
      >
        <Heart aria-hidden="true" fill={isLiked ? 'currentColor' : 'none'} />
        {withWords && <span>{t('like.likeVisible')}</span>}
      </button>
    </div>
  );
}
