import { DEFAULT_FANTASY_SORTING, DIFFICULTIES_SHOWN, type BolderCards } from '@duet/contracts/plain';
import type { Fantasy, FantasyFilters, FantasyStats } from '@duet/contracts';

export const DEFAULT_FILTERS: FantasyFilters = {
  difficulty: null,
  sorting: DEFAULT_FANTASY_SORTING,
  tags: [],
  collection: null,
};

/**
 * Spec §5: filters are active when tags are chosen, a difficulty is set or the order is not random;
 * a chosen collection (ADR 0029) counts too.
 */
export function isFiltersActive(filters: FantasyFilters): boolean {
  return (
    filters.tags.length > 0 ||
    filters.difficulty !== null ||
    filters.sorting !== 'random' ||
    filters.collection !== null
  );
}

/** Spec §4 reset: no difficulty, random order, no tags. */
export function resetFilters(): FantasyFilters {
  return { ...DEFAULT_FILTERS, tags: [] };
}

/** One random seed per page load: "random" is a fresh order on every visit, stable while browsing. */
export const LOAD_SEED = Math.floor(Math.random() * 2 ** 32);

/** A well-mixed 32-bit hash of an id under a seed (murmur3's finaliser). */
function rank(id: number, seed: number): number {
  let hash = Math.imul(id ^ seed, 0x9e3779b1);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * A shuffle that depends only on the seed and the ids: a refetch, a like or a filter change never
 * reshuffles, and the fantasies left after filtering keep their relative order.
 */
export function shuffleStable<Item extends { id: number }>(items: readonly Item[], seed: number): Item[] {
  return [...items].sort((a, b) => rank(a.id, seed) - rank(b.id, seed) || a.id - b.id);
}

/**
 * Difficulty must match exactly when set. Tags match when the fantasy has ANY of the chosen tags:
 * tags are themes to explore, and requiring all of them would empty the feed after two or three.
 * A chosen collection must hold the fantasy.
 */
export function filterFantasies(fantasies: readonly Fantasy[], filters: FantasyFilters): Fantasy[] {
  const tags = new Set(filters.tags);
  return fantasies.filter(
    (fantasy) =>
      (filters.difficulty === null || fantasy.difficulty === filters.difficulty) &&
      (tags.size === 0 || fantasy.tags.some((tag) => tags.has(tag))) &&
      (filters.collection === null || fantasy.collections.includes(filters.collection)),
  );
}

/**
 * The cards the person's "show bolder cards" setting lets through (ADR 0029): a comfort setting
 * applied before the filters, so what it sets aside is never counted as the filters' doing.
 */
export function withinBolderCards<Item extends Pick<Fantasy, 'difficulty'>>(
  fantasies: readonly Item[],
  bolderCards: BolderCards,
): Item[] {
  const shown = DIFFICULTIES_SHOWN[bolderCards];
  return fantasies.filter((fantasy) => shown.includes(fantasy.difficulty));
}

/** The feed: filtered, then in the chosen order; ties in counts keep the random order. */
export function orderFeed(
  fantasies: readonly Fantasy[],
  filters: FantasyFilters,
  stats: FantasyStats | undefined,
  seed: number = LOAD_SEED,
): Fantasy[] {
  const shuffled = shuffleStable(filterFantasies(fantasies, filters), seed);
  if (filters.sorting === 'random') return shuffled;
  const field = filters.sorting === 'likes' ? 'like_count' : 'feedback_count';
  const count = (id: number) => stats?.[String(id)]?.[field] ?? 0;
  return shuffled
    .map((fantasy, index) => ({ fantasy, index }))
    .sort((a, b) => count(b.fantasy.id) - count(a.fantasy.id) || a.index - b.index)
    .map(({ fantasy }) => fantasy);
}

/** New cards first, then those already answered (`seen`), each group in the given order. */
export function unseenFirst<Item extends { id: number }>(
  items: readonly Item[],
  seen: ReadonlySet<number>,
): Item[] {
  return [...items.filter((item) => !seen.has(item.id)), ...items.filter((item) => seen.has(item.id))];
}
