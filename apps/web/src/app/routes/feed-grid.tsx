import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import '#locales/feed.ts';
import type { FeedViewProps } from './feed-deck.tsx';
import { LikeableFantasyCard } from './likeable-fantasy-card.tsx';

/**
 * Cards the grid shows at first and adds with each "Show more": the whole catalogue at once (252
 * cards) was some 10,000 elements to render, lay out and keep in memory before the first answer.
 */
export const GRID_STEP = 24;

/**
 * The desktop feed: the ordered catalogue as a grid, `GRID_STEP` cards at a time. "Show more" moves
 * the focus to the first card it added, so a keyboard user goes on from there. New filters start
 * again from the top (the feed page keys this component by them).
 */
export function FeedGrid({ fantasies, tags, couplesOf, answers, isLocked }: FeedViewProps) {
  const { t } = useTranslation('feed');
  const [shown, setShown] = useState(GRID_STEP);
  // Only "Show more" raises `shown`, and the first card it added is `GRID_STEP` from the end.
  const firstAdded = shown > GRID_STEP ? shown - GRID_STEP : null;
  const firstAddedItem = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (firstAdded !== null) firstAddedItem.current?.querySelector('a')?.focus();
  }, [firstAdded]);
  const rest = fantasies.length - shown;

  return (
    <>
      <ul role="list" className="feed-grid">
        {fantasies.slice(0, shown).map((fantasy, index) => (
          <li
            key={fantasy.id}
            className="feed-grid__item"
            ref={index === firstAdded ? firstAddedItem : undefined}
          >
            <LikeableFantasyCard
              fantasy={fantasy}
              tags={tags}
              couples={couplesOf(fantasy.id)}
              answers={answers}
              isLocked={isLocked(fantasy)}
            />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <div className="feed-more">
          <Button variant="secondary" onClick={() => setShown(shown + GRID_STEP)}>
            {t('more', { count: Math.min(rest, GRID_STEP) })}
          </Button>
        </div>
      )}
    </>
  );
}
