import type { ReactNode } from 'react';
import type { Fantasy } from '@duet/contracts';
import type { TagIndex } from '#features/fantasies/api/get-tags.ts';
import { FantasyCard } from '#features/fantasies/components/fantasy-card.tsx';
import { CouplesCount, LikeBadge } from '#features/matches/components/like-badge.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';
import type { FantasyAnswers } from './use-fantasy-answers.tsx';

type LikeableFantasyCardProps = {
  fantasy: Fantasy;
  tags: TagIndex | undefined;
  couples: number;
  answers: FantasyAnswers;
  to?: string;
  /** More actions beside the answers, e.g. "Plan" on a matched card. */
  extraActions?: ReactNode;
  /** Opens with premium only: shows the lock. */
  isLocked?: boolean;
};

/** A catalogue card with its like state, how many couples matched on it, "not for me", "maybe" and like. */
export function LikeableFantasyCard({
  fantasy,
  tags,
  couples,
  answers,
  to,
  extraActions,
  isLocked,
}: LikeableFantasyCardProps) {
  const state = answers.stateOf(fantasy.id);
  return (
    <FantasyCard
      fantasy={fantasy}
      tags={tags}
      to={to}
      isLocked={isLocked}
      badge={<LikeBadge state={answers.cardStateOf(fantasy.id)} />}
      meta={<CouplesCount couples={couples} />}
      actions={
        <>
          {extraActions}
          <LikeButtons
            title={fantasy.title}
            state={state}
            isPassed={answers.isPassed(fantasy.id)}
            onLike={() => answers.like(fantasy)}
            onPass={() => answers.pass(fantasy)}
            onUnpass={() => answers.unpass(fantasy)}
            onRemoveLike={() => answers.removeLike(fantasy)}
            isMaybe={answers.isMaybe(fantasy.id)}
            onMaybe={() => answers.maybe(fantasy)}
            onUnmaybe={() => answers.unmaybe(fantasy)}
          />
        </>
      }
    />
  );
}
