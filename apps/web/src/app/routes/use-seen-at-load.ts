import { useState } from 'react';
import type { Fantasy } from '@duet/contracts';
import type { FantasyAnswers } from './use-fantasy-answers.tsx';

/**
 * The ids already answered (liked or passed) when the screen opened, null until the answers are
 * read: a list shows them last, and what is answered afterwards moves nothing.
 */
export function useSeenAtLoad(
  fantasies: readonly Fantasy[] | undefined,
  answers: FantasyAnswers,
): ReadonlySet<number> | null {
  const [seenAtLoad, setSeenAtLoad] = useState<ReadonlySet<number> | null>(null);
  if (seenAtLoad === null && answers.isReady && fantasies) {
    const seen = fantasies.filter(
      (fantasy) => answers.stateOf(fantasy.id) !== 'none' || answers.isPassed(fantasy.id),
    );
    setSeenAtLoad(new Set(seen.map((fantasy) => fantasy.id)));
  }
  return seenAtLoad;
}
