import type { Fantasy, OwnCard } from '@duet/contracts';

/**
 * An own card in a catalogue card's shape, so the deck, the lists, the dates and the notifications
 * show it beside the catalogue: light, no tags or collections, its description as the teaser. Its
 * empty slug is what tells it apart (the export marks it the same way, ADR 0030): it has no page.
 */
export function ownCardAsFantasy(card: OwnCard): Fantasy {
  return {
    id: card.id,
    slug: '',
    title: card.title,
    teaser: card.description ?? '',
    tags: [],
    collections: [],
    difficulty: 'light',
  };
}

export function isOwnCard(fantasy: Partial<Pick<Fantasy, 'slug'>>): boolean {
  return fantasy.slug === '';
}

/** The element id of an own card on its page: what `ownCardPath` links to. */
export const ownCardElementId = (id: number) => `own-card-${id}`;

/** Where an own card is shown in full, with what its author can do to it. */
export function ownCardPath(id: number): string {
  return `/own-cards/#${ownCardElementId(id)}`;
}

/** The couple's own cards ahead of the catalogue, each group in the given order. */
export function ownCardsFirst<Item extends Pick<Fantasy, 'slug'>>(items: readonly Item[]): Item[] {
  return [...items.filter(isOwnCard), ...items.filter((item) => !isOwnCard(item))];
}
