import { describe, expect, it } from 'vitest';
import type { OwnCard } from '@duet/contracts';
import { isOwnCard, ownCardAsFantasy, ownCardPath, ownCardsFirst } from './own-cards.ts';

const card: OwnCard = {
  id: 900,
  title: 'Завтрак на крыше',
  description: null,
  language: 'ru',
  mine: true,
  shared: true,
  created_at: '2026-11-26T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
};

describe('own cards among the catalogue', () => {
  it('takes a light, untagged card shape with no page of its own', () => {
    const fantasy = ownCardAsFantasy({ ...card, description: 'Только мы и рассвет' });
    expect(fantasy).toEqual({
      id: 900,
      slug: '',
      title: 'Завтрак на крыше',
      teaser: 'Только мы и рассвет',
      tags: [],
      collections: [],
      difficulty: 'light',
    });
    expect(ownCardAsFantasy(card).teaser).toBe('');
    expect(isOwnCard(fantasy)).toBe(true);
    expect(isOwnCard({ slug: 'candle-lit-dinner' })).toBe(false);
    expect(ownCardPath(900)).toBe('/own-cards/#own-card-900');
  });

  it('puts own cards first, each group keeping its order', () => {
    const items = [
      { id: 1, slug: 'a' },
      { id: 2, slug: '' },
      { id: 3, slug: 'c' },
      { id: 4, slug: '' },
    ];
    expect(ownCardsFirst(items).map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
});
