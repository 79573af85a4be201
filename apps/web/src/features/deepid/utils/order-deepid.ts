import { DEEPID_MAX } from '@duet/contracts/plain';
import type { FantasyStats } from '@duet/contracts';

type Identified = { id: number };

/**
 * Spec §4: the chosen fantasies first, in the chosen order, then the rest by descending like count
 * (ties keep the catalogue's order); with nothing chosen that is simply every fantasy by like count.
 * Chosen ids missing from the catalogue are skipped.
 */
export function orderDeepid<Item extends Identified>(
  fantasies: readonly Item[],
  chosen: readonly number[],
  stats: FantasyStats | undefined,
): Item[] {
  const byId = new Map(fantasies.map((fantasy) => [fantasy.id, fantasy]));
  const first = chosen.flatMap((id) => byId.get(id) ?? []);
  const chosenIds = new Set(chosen);
  const likes = (id: number) => stats?.[String(id)]?.like_count ?? 0;
  const rest = fantasies
    .filter((fantasy) => !chosenIds.has(fantasy.id))
    .map((fantasy, index) => ({ fantasy, index }))
    .sort((a, b) => likes(b.fantasy.id) - likes(a.fantasy.id) || a.index - b.index)
    .map(({ fantasy }) => fantasy);
  return [...first, ...rest];
}

/** The 3×3 grid: the first nine of that order. */
export function deepidGrid<Item extends Identified>(
  fantasies: readonly Item[],
  chosen: readonly number[],
  stats: FantasyStats | undefined,
): Item[] {
  return orderDeepid(fantasies, chosen, stats).slice(0, DEEPID_MAX);
}

/** Adds at the end (the chosen order is the click order) or removes; at nine, nothing more is added. */
export function toggleDeepid(selection: readonly number[], id: number): number[] {
  if (selection.includes(id)) return selection.filter((item) => item !== id);
  if (selection.length >= DEEPID_MAX) return [...selection];
  return [...selection, id];
}
