import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { DIFFICULTIES, type BolderCards, type FantasySorting } from '@duet/contracts/plain';
import type { Collection, FantasyFilters, Tag } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { SelectRow } from '#components/ui/select-row.tsx';
import { useLocale } from '#lib/locale.ts';
import '#locales/feed.ts';
import { resetFilters } from '../utils/feed-order.ts';
import { BolderCardsField } from './bolder-cards-field.tsx';
import { sortTags, tagLabel } from './tag-list.tsx';
import './filters.css';

type FiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: FantasyFilters;
  tags: readonly Tag[];
  collections: readonly Collection[];
  /** "Show bolder cards": not a filter (a reset keeps it), but chosen here too (ADR 0029). */
  bolderCards: BolderCards;
  onApply: (filters: FantasyFilters, bolderCards: BolderCards) => void;
};

const ANY_COLLECTION = 'all';

/** One collection to choose, or all; a saved collection the catalogue no longer has reads as all. */
function CollectionSelect({
  collections,
  value,
  onChange,
}: {
  collections: readonly Collection[];
  value: number | null;
  onChange: (collection: number | null) => void;
}) {
  const { t } = useTranslation('feed');
  const options = [
    { value: ANY_COLLECTION, label: t('filters.anyCollection') },
    ...collections.map((collection) => ({
      value: String(collection.id),
      label: `${collection.emoji} ${collection.title}`,
    })),
  ];
  const chosen = options.some((option) => option.value === String(value)) ? String(value) : ANY_COLLECTION;
  return (
    <SelectRow
      label={t('filters.collection')}
      value={chosen}
      options={options}
      onChange={(next) => onChange(next === ANY_COLLECTION ? null : Number(next))}
    />
  );
}

const DIFFICULTY_OPTIONS = [null, ...DIFFICULTIES] as const;
/**
 * The default first. "Most discussed" is not offered: feedback goes to Duet's editors only, so an
 * order by it would rank by what nobody can read (ADR 0005). A filter an older client saved with it
 * still shows it, so the popup says what the feed does.
 */
const SORTING_OPTIONS: readonly FantasySorting[] = ['random', 'likes'];
const sortingOptions = (saved: FantasySorting) =>
  SORTING_OPTIONS.includes(saved) ? SORTING_OPTIONS : [...SORTING_OPTIONS, saved];

function FiltersForm({
  filters,
  tags,
  collections,
  bolderCards,
  onApply,
}: Omit<FiltersDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation(['feed', 'fantasies']);
  const locale = useLocale();
  const [draft, setDraft] = useState<FantasyFilters>(filters);
  const [bolderDraft, setBolderDraft] = useState(bolderCards);
  const chosenTags = new Set(draft.tags);

  function onToggleTag(id: number) {
    setDraft((current) => ({
      ...current,
      tags: current.tags.includes(id) ? current.tags.filter((tag) => tag !== id) : [...current.tags, id],
    }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft, bolderDraft);
  }

  return (
    <form className="filters" onSubmit={onSubmit}>
      {collections.length > 0 && (
        <CollectionSelect
          collections={collections}
          value={draft.collection}
          onChange={(collection) => setDraft((current) => ({ ...current, collection }))}
        />
      )}
      <fieldset className="filters__group">
        <legend className="filters__legend">{t('filters.difficulty')}</legend>
        <div className="segmented">
          {DIFFICULTY_OPTIONS.map((difficulty) => (
            <label key={difficulty ?? 'any'} className="segmented__option">
              <input
                type="radio"
                name="difficulty"
                className="segmented__input"
                checked={draft.difficulty === difficulty}
                onChange={() => setDraft((current) => ({ ...current, difficulty }))}
              />
              <span className="segmented__label">
                {difficulty ? t(`fantasies:difficulty.${difficulty}`) : t('filters.anyDifficulty')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="filters__group">
        <legend className="filters__legend">{t('filters.sorting')}</legend>
        <div className="filters__radios">
          {sortingOptions(filters.sorting).map((sorting) => (
            <label key={sorting} className="filters__radio">
              <input
                type="radio"
                name="sorting"
                className="choice-input"
                checked={draft.sorting === sorting}
                onChange={() => setDraft((current) => ({ ...current, sorting }))}
              />
              {t(`filters.sortings.${sorting}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {tags.length > 0 && (
        <fieldset className="filters__group" aria-describedby="filters-tags-hint">
          <legend className="filters__legend">{t('filters.tags')}</legend>
          <p id="filters-tags-hint" className="filters__hint">
            {t('filters.tagsHint')}
          </p>
          <div className="tag-toggles">
            {sortTags(tags, locale).map((tag) => (
              <label key={tag.id} className={clsx('tag-toggle', chosenTags.has(tag.id) && 'tag-toggle--on')}>
                <input
                  type="checkbox"
                  className="tag-toggle__input"
                  checked={chosenTags.has(tag.id)}
                  onChange={() => onToggleTag(tag.id)}
                />
                {tagLabel(tag.id, tag)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="filters__separate">
        <BolderCardsField value={bolderDraft} onChange={setBolderDraft} />
      </div>
      <div className="dialog-actions filters__actions">
        <button type="button" className="link-button" onClick={() => setDraft(resetFilters())}>
          {t('filters.reset')}
        </button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}

/**
 * Spec §2 filters popup: difficulty, order, tags, and a collection (ADR 0029); "Reset" clears the
 * draft, "Apply" saves and closes. "Show bolder cards" sits apart at the end: a reset keeps it.
 */
export function FiltersDialog({ open, onOpenChange, onApply, ...form }: FiltersDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('filters.title')}>
      <FiltersForm
        {...form}
        onApply={(filters, bolderCards) => {
          onApply(filters, bolderCards);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
