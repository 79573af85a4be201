import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import type { BolderCards } from '@duet/contracts/plain';
import type { Collection, FantasyFilters, Tag } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { isFiltersActive } from '#features/fantasies/utils/feed-order.ts';
import '#locales/feed.ts';

// Radix and the popup load when the filters are first opened.
const FiltersDialog = lazy(() =>
  import('#features/fantasies/components/filters-dialog.tsx').then((module) => ({
    default: module.FiltersDialog,
  })),
);

type FeedFiltersButtonProps = {
  filters: FantasyFilters;
  tags: readonly Tag[];
  collections: readonly Collection[];
  bolderCards: BolderCards;
  onApply: (filters: FantasyFilters, bolderCards: BolderCards) => void;
};

/** "Filters", with a dot (and a description for screen readers) while any filter is on. */
export function FeedFiltersButton({ filters, onApply, ...choices }: FeedFiltersButtonProps) {
  const { t } = useTranslation('feed');
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const isActive = isFiltersActive(filters);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="filter-button"
        aria-haspopup="dialog"
        aria-describedby={isActive ? 'feed-filters-active' : undefined}
        data-active={isActive || undefined}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        {t('filters.open')}
        {isActive && <span className="filter-button__dot" aria-hidden="true" />}
      </Button>
      {isActive && (
        <span id="feed-filters-active" hidden>
          {t('filters.active')}
        </span>
      )}
      {wasOpened && (
        <Suspense fallback={null}>
          <FiltersDialog
            open={isOpen}
            onOpenChange={setIsOpen}
            filters={filters}
            {...choices}
            onApply={onApply}
          />
        </Suspense>
      )}
    </>
  );
}
