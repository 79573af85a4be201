import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import type { LikeState } from '@duet/contracts';
import '#locales/matches.ts';
import { HeartMark, TwoHeartsMark } from './marks.tsx';
import '#components/ui/pill-badge.css';
import './matches.css';

/** The card state as a mark with a word: a heart for a like, two hearts for a match, nothing for none. */
export function LikeBadge({ state }: { state: LikeState }) {
  const { t } = useTranslation('matches');
  if (state === 'none') return null;
  const isMatch = state === 'match';
  return (
    <span className={clsx('pill-badge', 'like-badge', isMatch && 'like-badge--match')}>
      {isMatch ? <TwoHeartsMark className="like-badge__mark" /> : <HeartMark className="like-badge__mark" />}
      {isMatch ? t('like.matched') : t('like.liked')}
    </span>
  );
}

/** "N couples want this together": like_count counts mutual likes only (ADR 0009), two per couple. */
export function CouplesCount({ couples }: { couples: number }) {
  const { t } = useTranslation('matches');
  if (couples === 0) return null;
  return <p className="couples-count">{t('like.couples', { count: couples })}</p>;
}
