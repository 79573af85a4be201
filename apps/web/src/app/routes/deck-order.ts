/** Cards the person can answer first, then locked ones, each group in the given order (ADR 0028). */
export function answerableFirst<Item>(items: readonly Item[], isLocked: (item: Item) => boolean): Item[] {
  return [...items.filter((item) => !isLocked(item)), ...items.filter(isLocked)];
}

/**
 * The deck's cards in the order shown (ADR 0028): those the person can answer first, then the
 * locked ones not skipped in this visit, each group in the feed's order. The card an undo brought
 * back goes on top, where it was. Skipped locked cards are out of the deck, only counted.
 */
export function deckOrder<Item extends { id: number }>(
  unseen: readonly Item[],
  isLocked: (item: Item) => boolean,
  skipped: ReadonlySet<number>,
  restoredId: number | null,
): { cards: Item[]; skippedCount: number } {
  const open: Item[] = [];
  const locked: Item[] = [];
  let skippedCount = 0;
  for (const item of unseen) {
    if (!isLocked(item)) open.push(item);
    else if (!skipped.has(item.id)) locked.push(item);
    else skippedCount++;
  }
  const cards = [...open, ...locked];
  const restored = cards.findIndex((item) => item.id === restoredId);
  if (restored > 0) cards.unshift(...cards.splice(restored, 1));
  return { cards, skippedCount };
}
