import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Collection } from '@duet/contracts';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { collectionPath } from '#features/fantasies/components/collection-card.tsx';
import '#locales/feed.ts';

/** The collection the feed is showing, as a chip that opens it, and a button back to every collection. */
export function ActiveCollection({ collection, onClear }: { collection: Collection; onClear: () => void }) {
  const { t } = useTranslation('feed');
  const hydrated = useHydrated();
  return (
    <div className="active-collection">
      <LocalizedLink to={collectionPath(collection.slug)} className="active-collection__link">
        <span aria-hidden="true">{collection.emoji}</span>
        {t('collection.label', { title: collection.title })}
      </LocalizedLink>
      <button
        type="button"
        disabled={!hydrated}
        className="active-collection__clear"
        aria-label={t('collection.clear')}
        title={t('collection.clear')}
        onClick={onClear}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
