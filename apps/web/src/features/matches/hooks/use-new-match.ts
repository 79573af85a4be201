import { useCallback, useState } from 'react';
import { useMatches } from '../api/get-matches.ts';
import { isMatchQuiet } from '../utils/quiet-matches.ts';
import { useOnAdded } from './use-on-added.ts';

/**
 * The fantasy that has just become a match, by my like or, through the live stream, by my partner's
 * (`useOnAdded`); one brought back by an undo is not news.
 */
export function useNewMatch(): { fantasyId: number | null; hasAny: boolean; dismiss: () => void } {
  const [fantasyId, setFantasyId] = useState<number | null>(null);
  // Once there was one, whatever shows it stays mounted: it may still be opening "Plan it".
  const [hasAny, setHasAny] = useState(false);
  useOnAdded(useMatches().data, (id) => {
    if (isMatchQuiet(id)) return;
    setFantasyId(id);
    setHasAny(true);
  });
  const dismiss = useCallback(() => setFantasyId(null), []);
  return { fantasyId, hasAny, dismiss };
}
