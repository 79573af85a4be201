import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { OWN_CARD_DESCRIPTION_MAX_LENGTH, OWN_CARD_TITLE_MAX_LENGTH } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { TextAreaField, TextField } from '#components/ui/field.tsx';
import '#locales/own-cards.ts';

/** What the form sends: the title trimmed, the description trimmed or null for none. */
export type OwnCardText = { title: string; description: string | null };

/** A counter speaks up this close to a field's limit: far from it, it would only be noise. */
const COUNTER_FROM = { title: 20, description: 100 } as const;

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
  const ids = { title: `${id}-title`, note: `${id}-note` };
  const left = (length: number, max: number, from: number) =>
    max - length <= from ? t('form.left', { count: max - length }) : '';

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
      <TextField
        id={ids.title}
        label={t('form.title')}
        value={title}
        required
        maxLength={OWN_CARD_TITLE_MAX_LENGTH}
        placeholder={t('form.titlePlaceholder')}
        autoComplete="off"
        error={isTitleMissing ? t('form.titleEmpty') : null}
        counter={left(title.length, OWN_CARD_TITLE_MAX_LENGTH, COUNTER_FROM.title)}
        onChange={(event) => {
          setTitle(event.target.value);
          if (isTitleMissing && event.target.value.trim() !== '') setIsTitleMissing(false);
        }}
      />
      <TextAreaField
        label={t('form.description')}
        isOptional
        value={description}
        maxLength={OWN_CARD_DESCRIPTION_MAX_LENGTH}
        placeholder={t('form.descriptionPlaceholder')}
        counter={left(description.length, OWN_CARD_DESCRIPTION_MAX_LENGTH, COUNTER_FROM.description)}
        onChange={(event) => setDescription(event.target.value)}
      />
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
