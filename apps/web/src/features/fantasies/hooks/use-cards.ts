import { useMemo } from 'react';
import type { Fantasy } from '@duet/contracts';
import { useFantasies } from '../api/get-fantasies.ts';
import { useOwnCards } from '../api/get-own-cards.ts';
import { ownCardAsFantasy } from '#lib/own-cards.ts';

/**
 * The catalogue with the couple's own cards in front (newest first), for every screen that shows
 * what a person may answer or has answered. Pending while either loads; own cards that fail to load
 * are left out rather than holding the catalogue back.
 */
export function useCards() {
  const catalogue = useFantasies();
  const ownCards = useOwnCards();
  const data = useMemo<Fantasy[] | undefined>(() => {
    if (catalogue.data === undefined) return undefined;
    const own = (ownCards.data ?? []).map(ownCardAsFantasy);
    return own.length === 0 ? catalogue.data : [...own, ...catalogue.data];
  }, [catalogue.data, ownCards.data]);
  // Signed in, the deck waits for the own cards too: arriving later, they would jump the queue.
  const isPending = catalogue.isPending || ownCards.isLoading;
  return { ...catalogue, isPending, data: isPending ? undefined : data } as const;
}
