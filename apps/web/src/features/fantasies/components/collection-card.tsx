import { useTranslation } from 'react-i18next';
import type { Collection } from '@duet/contracts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { Skeleton } from '#components/ui/skeleton.tsx';
import { CollectionCover } from './collection-cover.tsx';
import './collections.css';

export const collectionPath = (slug: string) => `/collections/${encodeURIComponent(slug)}/`;

/** A collection in the covers grid; the whole card opens it, through the link in its title. */
export function CollectionCard({ collection, count }: { collection: Collection; count: number }) {
  const { t } = useTranslation('fantasies');
  const titleId = `collection-${collection.id}-title`;
  return (
    <article className="collection-card" aria-labelledby={titleId}>
      <CollectionCover collection={collection} />
      <div className="collection-card__body">
        <h2 id={titleId} className="collection-card__title">
          <LocalizedLink to={collectionPath(collection.slug)} className="collection-card__link">
            {collection.title}
          </LocalizedLink>
        </h2>
        <p className="collection-card__line">{collection.line}</p>
        <p className="collection-card__count">{t('feed.count', { count })}</p>
      </div>
    </article>
  );
}

export function CollectionCardSkeleton() {
  return (
    <div className="collection-card collection-card--skeleton" aria-hidden="true">
      <Skeleton height="7rem" className="collection-cover" />
      <div className="collection-card__body">
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton width="90%" height="0.875rem" />
      </div>
    </div>
  );
}
