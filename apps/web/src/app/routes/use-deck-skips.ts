import { useCallback, useState } from 'react';
import { readStoredJson, writeStored } from '#lib/safe-storage.ts';
import { useSession } from '#lib/session.ts';

export type DeckSkips = {
  /** Locked cards moved past in this browser tab: out of the deck until the tab closes. */
  skipped: ReadonlySet<number>;
  skip: (id: number) => void;
  unskip: (id: number) => void;
  /** "Show passed cards again" brings the skipped ones back too. */
  clear: () => void;
};

const NONE: ReadonlySet<number> = new Set();

/** Per person, so whoever signs in next on a shared tab starts with every card. */
const storageKey = (userId: number | undefined) => `duet.deck-skipped.${userId ?? 'visitor'}`;

function read(key: string): ReadonlySet<number> {
  const stored = readStoredJson('sessionStorage', key);
  if (!Array.isArray(stored)) return NONE;
  return new Set(stored.filter((id): id is number => Number.isSafeInteger(id)));
}

/**
 * The locked cards a person skipped in the deck (ADR 0028). A skip is not an answer: it stays on
 * this device, in sessionStorage (a later visit offers the card again), and never reaches the API.
 * If storage is refused the skips last as long as the page.
 */
export function useDeckSkips(): DeckSkips {
  const key = storageKey(useSession().profile?.id);
  const [state, setState] = useState(() => ({ key, skipped: read(key) }));
  // Another person signed in on this tab: their own skips.
  const current = state.key === key ? state : { key, skipped: read(key) };
  if (current !== state) setState(current);

  const update = useCallback(
    (change: (skipped: Set<number>) => void) =>
      setState((previous) => {
        const next = new Set(previous.key === key ? previous.skipped : read(key));
        change(next);
        writeStored('sessionStorage', key, next.size > 0 ? JSON.stringify([...next]) : null);
        return { key, skipped: next };
      }),
    [key],
  );
  const skip = useCallback((id: number) => update((skipped) => skipped.add(id)), [update]);
  const unskip = useCallback((id: number) => update((skipped) => skipped.delete(id)), [update]);
  const clear = useCallback(() => update((skipped) => skipped.clear()), [update]);
  return { skipped: current.skipped, skip, unskip, clear };
}
