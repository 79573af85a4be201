import { useCallback, useEffect, useRef, useState } from 'react';
import { useMatches } from '../api/get-matches.ts';
import { isMatchQuiet } from '../utils/quiet-matches.ts';

/**
 * The fantasy that has just become a match, by my like or, through the live stream, by my partner's:
 * exactly one id new in the matches list since it was last read. The first read, and a new partner
 * bringing several matches at once, are not "just now".
 */
export function useNewMatch(): { fantasyId: number | null; hasAny: boolean; dismiss: () => void } {
  const matches = useMatches().data;
  const known = useRef<ReadonlySet<number> | null>(null);
  const [fantasyId, setFantasyId] = useState<number | null>(null);
  // Once there was one, whatever shows it stays mounted: it may still be opening "Plan it".
  const [hasAny, setHasAny] = useState(false);
  useEffect(() => {
    if (!matches) return;
    const before = known.current;
    known.current = new Set(matches);
    if (!before) return;
    const added = matches.filter((id) => !before.has(id));
    if (added.length === 1 && !isMatchQuiet(added[0]!)) {
      setFantasyId(added[0]!);
      setHasAny(true);
    }
  }, [matches]);
  const dismiss = useCallback(() => setFantasyId(null), []);
  return { fantasyId, hasAny, dismiss };
}
