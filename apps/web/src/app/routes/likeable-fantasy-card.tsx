import type { ReactNode } from 'react';
import type { Fantasy, LikeState } from '@duet/contracts';
import type { TagIndex } from '#features/fantasies/api/get-tags.ts';
import { FantasyCard } from '#features/fantasies/components/fantasy-card.tsx';
import type { LikeAction } from '#features/matches/api/like-fantasy.ts';
import { CouplesCount, LikeBadge } from '#features/matches/components/like-badge.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';

type LikeableFantasyCardProps = {
  fantasy: Fantasy;
  tags: TagIndex | undefined;
  state: LikeState;
  couples: number;
  onAction: (fantasy: Fantasy, action: LikeAction) => unknown;
  to?: string;
  /** More actions beside like / dislike, e.g. "Plan" on a matched card. */
  extraActions?: ReactNode;
  /** Opens with premium only: shows the lock. */
  isLocked?: boolean;
};

/** A catalogue card with its like state, how many couples matched on it, and like / dislike. */
export function LikeableFantasyCard({
  fantasy,
  tags,
  state,
  couples,
  onAction,
  to,
  extraActions,
  isLocked,
}: LikeableFantasyCardProps) {
  return (
    <FantasyCard
      fantasy={fantasy}
      tags={tags}
      to={to}
      isLocked={isLocked}
      badge={<LikeBadge state={state} />}
      meta={<CouplesCount couples={couples} />}
      actions={
        <>
          {extraActions}
          <LikeButtons
            title={fantasy.title}
            state={state}
            onLike={() => onAction(fantasy, 'like')}
            onDislike={() => onAction(fantasy, 'dislike')}
          />
        </>
      }
    />
  );
}
