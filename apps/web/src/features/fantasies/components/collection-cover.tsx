import { clsx } from 'clsx';
import type { Collection } from '@duet/contracts';
import './collections.css';

/** Four turns of the theme's gradient, so neighbouring covers differ without an image. */
const COVER_TURNS = 4;

/** A collection's cover: its mark on the theme's gradient (ADR 0029), decorative beside its title. */
export function CollectionCover({
  collection,
  size = 'card',
}: {
  collection: Pick<Collection, 'id' | 'emoji'>;
  size?: 'card' | 'header';
}) {
  return (
    <div
      className={clsx(
        'collection-cover',
        `collection-cover--${size}`,
        `collection-cover--turn-${collection.id % COVER_TURNS}`,
      )}
      aria-hidden="true"
    >
      <span className="collection-cover__mark">{collection.emoji}</span>
    </div>
  );
}
