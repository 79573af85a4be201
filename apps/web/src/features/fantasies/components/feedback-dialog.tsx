import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { FEEDBACK_MAX_LENGTH } from '@duet/contracts/plain';
import type { Fantasy } from '@duet/contracts';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { CheckboxField, FormAlert } from '#components/ui/field.tsx';
import { errorMessageKey } from '#lib/api-client.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/feed.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import './feedback.css';

/** The API trims and needs at least one character; longer than the limit cannot be typed. */
export function feedbackError(text: string): 'empty' | null {
  return text.trim().length === 0 ? 'empty' : null;
}

type FeedbackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fantasy: Pick<Fantasy, 'id' | 'title'>;
  onSent?: () => void;
};

function FeedbackForm({ fantasy, onDone }: { fantasy: FeedbackDialogProps['fantasy']; onDone: () => void }) {
  const { t } = useTranslation(['feed', 'common']);
  const id = useId();
  const [text, setText] = useState('');
  const [anonym, setAnonym] = useState(false);
  const [error, setError] = useState<'empty' | null>(null);
  const send = useSendFeedback(fantasy.id);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = feedbackError(text);
    setError(problem);
    if (problem) return;
    send.mutate(
      { text: text.trim(), anonym },
      {
        onSuccess: () => {
          showSuccessToast(t('feedback.sent'));
          onDone();
        },
      },
    );
  }

  return (
    <form className="feedback-form" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('feedback.label')}
        </label>
        <textarea
          id={id}
          className="feedback-form__text"
          value={text}
          maxLength={FEEDBACK_MAX_LENGTH}
          placeholder={t('feedback.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, counterId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(feedbackError(event.target.value));
          }}
        />
        {error && (
          <p id={errorId} className="field__error" role="alert">
            {t(`feedback.${error}`)}
          </p>
        )}
        <p id={counterId} className="field__hint feedback-form__counter">
          {t('feedback.counter', { count: text.length, max: FEEDBACK_MAX_LENGTH })}
        </p>
      </div>
      <CheckboxField
        isSwitch
        label={t('feedback.anonym')}
        hint={t('feedback.anonymHint')}
        checked={anonym}
        onChange={(event) => setAnonym(event.target.checked)}
      />
      {send.isError && <FormAlert>{t(`common:${errorMessageKey(send.error)}`)}</FormAlert>}
      <div className="dialog-actions">
        <Button type="submit" disabled={send.isPending}>
          {send.isPending && <LoaderCircle aria-hidden="true" className="spinner" />}
          {send.isPending ? t('feedback.sending') : t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2 feedback popup: free text, an anonymous switch and a submit; a toast thanks on success. */
export function FeedbackDialog({ open, onOpenChange, fantasy, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation('feed');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('feedback.title')}
      description={t('feedback.description', { title: fantasy.title })}
    >
      <FeedbackForm
        fantasy={fantasy}
        onDone={() => {
          onSent?.();
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
