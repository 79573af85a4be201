import type { Fantasy } from '@duet/contracts';

export const RELATED_LIMIT = 4;

/** The fantasies sharing the most tags with `fantasy` (ties: closer difficulty, then id). */
export function relatedFantasies(
  fantasy: Fantasy,
  catalogue: readonly Fantasy[],
  limit = RELATED_LIMIT,
): Fantasy[] {
  const tags = new Set(fantasy.tags);
  const level = (item: Fantasy) => ['light', 'medium', 'hard'].indexOf(item.difficulty);
  return catalogue
    .filter((item) => item.id !== fantasy.id)
    .map((item) => ({ item, shared: item.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        Math.abs(level(a.item) - level(fantasy)) - Math.abs(level(b.item) - level(fantasy)) ||
        a.item.id - b.item.id,
    )
    .slice(0, limit)
    .map(({ item }) => item);
}
