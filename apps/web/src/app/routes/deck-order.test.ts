import { describe, expect, it } from 'vitest';
import { deckOrder } from './deck-order.ts';

const cards = [1, 2, 3, 4, 5].map((id) => ({ id, isLocked: id % 2 === 0 }));
const isLocked = (card: { isLocked: boolean }) => card.isLocked;
const ids = (result: { cards: { id: number }[] }) => result.cards.map((card) => card.id);

describe('deckOrder', () => {
  it('puts open cards first, then locked ones, each in the given order', () => {
    expect(ids(deckOrder(cards, isLocked, new Set(), null))).toEqual([1, 3, 5, 2, 4]);
  });

  it('leaves skipped locked cards out and counts them; a skip of an open card means nothing', () => {
    const result = deckOrder(cards, isLocked, new Set([3, 4]), null);
    expect(ids(result)).toEqual([1, 3, 5, 2]);
    expect(result.skippedCount).toBe(1);
  });

  it('puts the card an undo brought back on top, wherever the order would put it', () => {
    expect(ids(deckOrder(cards, isLocked, new Set(), 2))).toEqual([2, 1, 3, 5, 4]);
    expect(ids(deckOrder(cards, isLocked, new Set(), 9))).toEqual([1, 3, 5, 2, 4]);
  });
});
