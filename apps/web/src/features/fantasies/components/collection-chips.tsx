import { useTranslation } from 'react-i18next';
import type { Collection } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import '#locales/feed.ts';
import { collectionPath } from './collection-card.tsx';
import './collections.css';

/** The collections a fantasy is in, each a link to its page, in the catalogue's order of collections. */
export function CollectionChips({
  collectionIds,
  collections,
}: {
  collectionIds: readonly number[];
  collections: readonly Collection[] | undefined;
}) {
  const { t } = useTranslation('feed');
  const shown = collections?.filter((collection) => collectionIds.includes(collection.id)) ?? [];
  if (shown.length === 0) return null;
  return (
    <section className="collection-chips" aria-labelledby="collection-chips-title">
      <h2 id="collection-chips-title" className="collection-chips__title">
        {t('detail.collections')}
      </h2>
      <ul role="list" className="collection-chips__list">
        {shown.map((collection) => (
          <li key={collection.id}>
            <LocalizedLink to={collectionPath(collection.slug)} className="collection-chip">
              <span aria-hidden="true">{collection.emoji}</span>
              {collection.title}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
