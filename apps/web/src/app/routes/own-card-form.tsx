import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { OWN_CARD_DESCRIPTION_MAX_LENGTH, OWN_CARD_TITLE_MAX_LENGTH } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { FieldMark } from '#components/ui/field.tsx';
import '#locales/own-cards.ts';

/** What the form sends: the title trimmed, the description trimmed or null for none. */
export type OwnCardText = { title: string; description: string | null };

/** A counter appears this close to a field's limit: far from it, it would only be noise. */
const COUNTER_FROM = { title: 20, description: 100 } as const;

function LengthCounter({ id, length, max, from }: { id: string; length: number; max: number; from: number }) {
  const { t } = useTranslation('own-cards');
  const left = max - length;
  // Always in the page, so a screen reader hears it once it has something to say.
  return (
    <p id={id} className="field__hint own-card-form__counter" aria-live="polite">
      {left <= from ? t('form.left', { count: left }) : ''}
    </p>
  );
}

type OwnCardFormProps = {
  initial?: OwnCardText;
  /** A sentence right by the button: who will see the card, or what an edit clears. */
  note: ReactNode;
  submitLabel: string;
  isPending: boolean;
  /** Why the last attempt failed, in words (the page decides which failures get words). */
  alert?: ReactNode;
  onSubmit: (text: OwnCardText) => void;
  /** The edit dialog's way out; the page's form has none. */
  onCancel?: () => void;
};

/** A card's title (required) and details (optional), for writing a card and for editing one. */
export function OwnCardForm({
  initial,
  note,
  submitLabel,
  isPending,
  alert,
  onSubmit,
  onCancel,
}: OwnCardFormProps) {
  const { t } = useTranslation('own-cards');
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [isTitleMissing, setIsTitleMissing] = useState(false);
  const ids = {
    title: `${id}-title`,
    titleError: `${id}-title-error`,
    titleCounter: `${id}-title-counter`,
    description: `${id}-description`,
    descriptionCounter: `${id}-description-counter`,
    note: `${id}-note`,
  };

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (isPending) return;
    const trimmed = title.trim();
    if (trimmed === '') {
      setIsTitleMissing(true);
      document.getElementById(ids.title)?.focus();
      return;
    }
    onSubmit({ title: trimmed, description: description.trim() || null });
  }

  return (
    <form className="own-card-form" onSubmit={onFormSubmit} noValidate aria-describedby={ids.note}>
      <div className="field">
        <label className="field__label" htmlFor={ids.title}>
          {t('form.title')}
          <FieldMark kind="required" />
        </label>
        <div className={`field__control${isTitleMissing ? ' field__control--invalid' : ''}`}>
          <input
            id={ids.title}
            className="field__input"
            value={title}
            required
            maxLength={OWN_CARD_TITLE_MAX_LENGTH}
            placeholder={t('form.titlePlaceholder')}
            autoComplete="off"
            aria-invalid={isTitleMissing ? true : undefined}
            aria-describedby={[isTitleMissing ? ids.titleError : null, ids.titleCounter]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              setTitle(event.target.value);
              if (isTitleMissing && event.target.value.trim() !== '') setIsTitleMissing(false);
            }}
          />
        </div>
        {isTitleMissing && (
          <p id={ids.titleError} className="field__error" role="alert">
            {t('form.titleEmpty')}
          </p>
        )}
        <LengthCounter
          id={ids.titleCounter}
          length={title.length}
          max={OWN_CARD_TITLE_MAX_LENGTH}
          from={COUNTER_FROM.title}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.description}>
          {t('form.description')}
          <FieldMark kind="optional" />
        </label>
        <textarea
          id={ids.description}
          className="own-card-form__text"
          value={description}
          maxLength={OWN_CARD_DESCRIPTION_MAX_LENGTH}
          placeholder={t('form.descriptionPlaceholder')}
          aria-describedby={ids.descriptionCounter}
          onChange={(event) => setDescription(event.target.value)}
        />
        <LengthCounter
          id={ids.descriptionCounter}
          length={description.length}
          max={OWN_CARD_DESCRIPTION_MAX_LENGTH}
          from={COUNTER_FROM.description}
        />
      </div>
      <p id={ids.note} className="own-card-form__note">
        {note}
      </p>
      {alert}
      <div className="own-card-form__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isPending}>
          {isPending && <LoaderCircle aria-hidden="true" className="spinner" />}
          {isPending ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
