import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { DIFFICULTIES, type FantasySorting } from '@duet/contracts/plain';
import type { FantasyFilters, Tag } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { useLocale } from '#lib/locale.ts';
import '#locales/feed.ts';
import { resetFilters } from '../utils/feed-order.ts';
import { sortTags, tagLabel } from './tag-list.tsx';
import './filters.css';

type FiltersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: FantasyFilters;
  tags: readonly Tag[];
  onApply: (filters: FantasyFilters) => void;
};

const DIFFICULTY_OPTIONS = [null, ...DIFFICULTIES] as const;
/**
 * The default first. "Most discussed" is not offered: feedback goes to Duet's editors only, so an
 * order by it would rank by what nobody can read (ADR 0005). A filter an older client saved with it
 * still shows it, so the popup says what the feed does.
 */
const SORTING_OPTIONS: readonly FantasySorting[] = ['random', 'likes'];
const sortingOptions = (saved: FantasySorting) =>
  SORTING_OPTIONS.includes(saved) ? SORTING_OPTIONS : [...SORTING_OPTIONS, saved];

function FiltersForm({ filters, tags, onApply }: Pick<FiltersDialogProps, 'filters' | 'tags' | 'onApply'>) {
  const { t } = useTranslation(['feed', 'fantasies']);
  const locale = useLocale();
  const [draft, setDraft] = useState<FantasyFilters>(filters);
  const chosenTags = new Set(draft.tags);

  function onToggleTag(id: number) {
    setDraft((current) => ({
      ...current,
      tags: current.tags.includes(id) ? current.tags.filter((tag) => tag !== id) : [...current.tags, id],
    }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="filters" onSubmit={onSubmit}>
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
      <div className="dialog-actions filters__actions">
        <button type="button" className="link-button" onClick={() => setDraft(resetFilters())}>
          {t('filters.reset')}
        </button>
        <Button type="submit">{t('filters.apply')}</Button>
      </div>
    </form>
  );
}

/** Spec §2 filters popup: difficulty, order, tags; "Reset" clears the draft, "Apply" saves and closes. */
export function FiltersDialog({ open, onOpenChange, filters, tags, onApply }: FiltersDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('filters.title')}>
      <FiltersForm
        filters={filters}
        tags={tags}
        onApply={(next) => {
          onApply(next);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
