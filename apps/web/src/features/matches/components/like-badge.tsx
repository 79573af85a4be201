import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import '#locales/matches.ts';
import type { CardState } from '../utils/like-state.ts';
import { HeartMark, MaybeMark, TwoHeartsMark } from './marks.tsx';
import '#components/ui/pill-badge.css';
import './matches.css';

const BADGES = {
  like: { mark: HeartMark, word: 'like.liked' },
  match: { mark: TwoHeartsMark, word: 'like.matched' },
  maybe: { mark: MaybeMark, word: 'like.maybeBadge' },
  maybe_match: { mark: MaybeMark, word: 'like.maybeMatched' },
} as const;

/**
 * The card state as a mark with a word: a heart for a like, two hearts for a match, a half-filled
 * heart for a maybe and for a maybe-match (ADR 0025), nothing for none.
 */
export function LikeBadge({ state }: { state: CardState }) {
  const { t } = useTranslation('matches');
  if (state === 'none') return null;
  const { mark: Mark, word } = BADGES[state];
  return (
    <span
      className={clsx(
        'pill-badge',
        'like-badge',
        (state === 'match' || state === 'maybe_match') && 'like-badge--match',
        state.startsWith('maybe') && 'like-badge--maybe',
      )}
    >
      <Mark className="like-badge__mark" />
      {t(word)}
    </span>
  );
}

/** "N couples want this together": like_count counts mutual likes only (ADR 0009), two per couple. */
export function CouplesCount({ couples }: { couples: number }) {
  const { t } = useTranslation('matches');
  if (couples === 0) return null;
  return <p className="couples-count">{t('like.couples', { count: couples })}</p>;
}
