import { useDeferredValue, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { LoaderCircle, Search } from 'lucide-react';
import { DEEPID_MAX } from '@duet/contracts/plain';
import type { Fantasy } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { FormAlert } from '#components/ui/field.tsx';
import { LockBadge } from '#components/ui/lock-badge.tsx';
import { ApiError, errorMessageKey } from '#lib/api-client.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/matches.ts';
import { useSetDeepid } from '../api/set-deepid.ts';
import { toggleDeepid } from '../utils/order-deepid.ts';
import './deepid.css';

type DeepidDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every fantasy, in the deep-id order (chosen first). */
  fantasies: readonly Fantasy[];
  chosen: readonly number[];
  /** Fantasies that need premium: shown dimmed with a lock and not addable (the chosen can go). */
  isLocked?: (fantasy: Fantasy) => boolean;
  /** A mark beside a title, e.g. liked or matched. */
  renderMark?: (fantasy: Fantasy) => ReactNode;
};

/** Case- and ё-insensitive, so «еж» finds «ёжик». */
const normalize = (text: string) => text.toLocaleLowerCase().replaceAll('ё', 'е').trim();

const isUnlocked = () => false;

function DeepidForm({
  fantasies,
  chosen,
  isLocked = isUnlocked,
  renderMark,
  onDone,
}: Omit<DeepidDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation(['matches', 'common', 'fantasies']);
  const [selection, setSelection] = useState<number[]>(() => [...chosen]);
  const [query, setQuery] = useState('');
  const needle = normalize(useDeferredValue(query));
  const shown = needle ? fantasies.filter((fantasy) => normalize(fantasy.title).includes(needle)) : fantasies;
  const save = useSetDeepid();
  const isFull = selection.length >= DEEPID_MAX;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(selection, {
      onSuccess: () => {
        showSuccessToast(t('deepid.saved'));
        onDone();
      },
    });
  }

  return (
    <form className="deepid-form" onSubmit={onSubmit} aria-busy={save.isPending}>
      <p className="deepid-form__counter" role="status">
        <strong>{t('deepid.counter', { count: selection.length, max: DEEPID_MAX })}</strong>{' '}
        <span className="muted">
          {isFull ? t('deepid.full') : t('deepid.remaining', { count: DEEPID_MAX - selection.length })}
        </span>
      </p>
      <div className="deepid-search">
        <Search aria-hidden="true" className="deepid-search__icon" />
        <input
          type="search"
          className="deepid-search__input"
          aria-label={t('deepid.searchLabel')}
          placeholder={t('deepid.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          enterKeyHint="search"
        />
      </div>
      {needle && (
        <p className="muted deepid-search__found" role="status">
          {shown.length > 0 ? t('deepid.found', { count: shown.length }) : t('deepid.notFound')}
        </p>
      )}
      <ul role="list" className="deepid-options" aria-label={t('deepid.listLabel')}>
        {shown.map((fantasy) => {
          const position = selection.indexOf(fantasy.id) + 1;
          const isSelected = position > 0;
          const isLockedOption = isLocked(fantasy);
          const isBlocked = (isFull || isLockedOption) && !isSelected;
          const titleId = `deepid-option-${fantasy.id}`;
          const describedBy = [
            isSelected && `${titleId}-position`,
            isLockedOption && `${titleId}-lock`,
          ].filter(Boolean);
          return (
            <li key={fantasy.id}>
              <label
                className={clsx(
                  'deepid-option',
                  isSelected && 'deepid-option--on',
                  isBlocked && 'deepid-option--dimmed',
                )}
              >
                <input
                  type="checkbox"
                  className="choice-input deepid-option__input"
                  checked={isSelected}
                  aria-labelledby={titleId}
                  aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
                  aria-disabled={isBlocked || undefined}
                  onChange={() => {
                    if (!isBlocked) setSelection((current) => toggleDeepid(current, fantasy.id));
                  }}
                />
                <span id={titleId} className="deepid-option__title">
                  {fantasy.title}
                </span>
                {renderMark?.(fantasy)}
                {isLockedOption && (
                  <span id={`${titleId}-lock`}>
                    <LockBadge label={t('fantasies:lock.badge')} />
                  </span>
                )}
                {isSelected && (
                  <span id={`${titleId}-position`} className="deepid-option__position">
                    {t('deepid.position', { position })}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {save.isError && (
        <FormAlert>
          {save.error instanceof ApiError && save.error.code === 'premium_required'
            ? t('fantasies:lock.deepidRefused')
            : errorMessageKey(save.error) === 'error.consent'
              ? t('common:error.consent')
              : t('common:error.unknown')}
        </FormAlert>
      )}
      <div className="dialog-actions deepid-form__actions">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('deepid.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="spinner" />}
          {t('deepid.save')}
        </Button>
      </div>
      {save.isPending && (
        <p className="sr-only" role="status">
          {t('deepid.saving')}
        </p>
      )}
    </form>
  );
}

/**
 * Spec §2 deep-id popup: pick up to nine; at nine the others are dimmed and cannot be added, as are
 * fantasies locked behind premium.
 */
export function DeepidDialog({
  open,
  onOpenChange,
  fantasies,
  chosen,
  isLocked,
  renderMark,
}: DeepidDialogProps) {
  const { t } = useTranslation('matches');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('deepid.dialogTitle')}
      description={t('deepid.dialogText')}
    >
      <DeepidForm
        fantasies={fantasies}
        chosen={chosen}
        isLocked={isLocked}
        renderMark={renderMark}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  );
}
