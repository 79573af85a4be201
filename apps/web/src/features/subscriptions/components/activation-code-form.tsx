import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Gift, KeyRound } from 'lucide-react';
import { ACTIVATION_CODE_MAX_LENGTH } from '@duet/contracts/plain';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/error-text.ts';
import { showSuccessToast } from '#lib/toast.ts';
import { useApplyActivationCode } from '../api/apply-activation-code.ts';
import { ACTIVATION_ERROR_TEXTS } from '../utils/activation-error.ts';
import { giftIdIn, isGiftLink } from '../utils/gift-in-code.ts';

/**
 * A promo or gift code that turns premium on for the couple. A gift's link pasted here is no code:
 * it is sent nowhere, and the gift's page is offered; an unknown code shaped like a gift's id offers
 * it too.
 */
export function ActivationCodeForm() {
  const { t } = useTranslation(['premium', 'common']);
  const [code, setCode] = useState('');
  const [isEmpty, setIsEmpty] = useState(false);
  const [pastedLink, setPastedLink] = useState<string | null>(null);
  const apply = useApplyActivationCode();
  const trimmed = code.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) {
      setIsEmpty(true);
      return;
    }
    if (isGiftLink(trimmed)) {
      setPastedLink(trimmed);
      return;
    }
    apply.mutate(trimmed, {
      onSuccess: () => {
        setCode('');
        showSuccessToast(t('activation.applied'));
      },
    });
  }

  const isUnknownCode = apply.error instanceof ApiError && apply.error.code === 'activation_code_invalid';
  const giftToOpen = pastedLink !== null ? giftIdIn(pastedLink) : isUnknownCode ? giftIdIn(trimmed) : null;
  let error: string | null = null;
  if (isEmpty) error = t('activation.required');
  else if (pastedLink !== null)
    error = giftToOpen ? t('activation.giftLink') : t('activation.brokenGiftLink');
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
          setPastedLink(null);
          if (apply.isError) apply.reset();
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={ACTIVATION_CODE_MAX_LENGTH}
      />
      {giftToOpen && (
        <div className="activation-form__gift">
          {pastedLink === null && <p className="muted">{t('activation.maybeGift')}</p>}
          <ButtonLink to={`/gift/${encodeURIComponent(giftToOpen)}/`} size="sm">
            <Gift aria-hidden="true" />
            {t('activation.openGift')}
          </ButtonLink>
        </div>
      )}
      <Button type="submit" variant="secondary" disabled={apply.isPending}>
        <KeyRound aria-hidden="true" />
        {t('activation.apply')}
      </Button>
    </form>
  );
}
