import type { OwnCard } from '@duet/contracts';
import { LikeBadge } from '#features/matches/components/like-badge.tsx';
import { LikeButtons } from '#features/matches/components/like-buttons.tsx';
import { ownCardAsFantasy } from '#lib/own-cards.ts';
import { PlanDateButton } from './plan-date.tsx';
import type { FantasyAnswers } from './use-fantasy-answers.tsx';

/**
 * An own card answered like any card (ADR 0030): its state, "not for me", "maybe" and like, and
 * "Plan" once both want it. Only for a card both partners see: a card kept back has no one to meet.
 */
export function OwnCardAnswers({ card, answers }: { card: OwnCard; answers: FantasyAnswers }) {
  if (!card.shared) return null;
  const fantasy = ownCardAsFantasy(card);
  const cardState = answers.cardStateOf(card.id);
  return (
    <>
      <LikeBadge state={cardState} />
      {(cardState === 'match' || cardState === 'maybe_match') && (
        <PlanDateButton fantasy={fantasy} look="short" />
      )}
      <LikeButtons
        title={card.title}
        state={answers.stateOf(card.id)}
        isPassed={answers.isPassed(card.id)}
        onLike={() => answers.like(fantasy)}
        onPass={() => answers.pass(fantasy)}
        onUnpass={() => answers.unpass(fantasy)}
        onRemoveLike={() => answers.removeLike(fantasy)}
        isMaybe={answers.isMaybe(card.id)}
        onMaybe={() => answers.maybe(fantasy)}
        onUnmaybe={() => answers.unmaybe(fantasy)}
      />
    </>
  );
}
