import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { ACTIVATION_CODE_MAX_LENGTH } from '@duet/contracts/plain';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { errorText } from '#lib/error-text.ts';
import { showSuccessToast } from '#lib/toast.ts';
import { useApplyActivationCode } from '../api/apply-activation-code.ts';
import { ACTIVATION_ERROR_TEXTS } from '../utils/activation-error.ts';

/** A promo or gift code that turns premium on for the couple. */
export function ActivationCodeForm() {
  const { t } = useTranslation(['premium', 'common']);
  const [code, setCode] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const apply = useApplyActivationCode();
  const trimmed = code.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) {
      setIsEmpty(true);
      return;
    }
    apply.mutate(trimmed, {
      onSuccess: () => {
        setCode('');
        showSuccessToast(t('activation.applied'));
      },
    });
  }

  let error: string | null = null;
  if (isEmpty) error = t('activation.required');
  else if (apply.isError) error = errorText(apply.error, ACTIVATION_ERROR_TEXTS);

  return (
    <form className="activation-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('activation.label')}
        hint={t('activation.hint')}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value);
          setIsEmpty(false);
          if (apply.isError) apply.reset();
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ACTIVATION_CODE_MAX_LENGTH}
      />
      <Button type="submit" variant="secondary" disabled={apply.isPending}>
        <KeyRound aria-hidden="true" />
        {t('activation.apply')}
      </Button>
    </form>
  );
}
