import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { CheckboxField } from '#components/ui/field.tsx';
import { setDiscreet, setDiscreetPin, useDiscreet } from '#lib/discreet.ts';
import { showSuccessToast } from '#lib/toast.ts';
import '#locales/discreet.ts';
import { PIN_MIN_LENGTH, PinField } from './pin-field.tsx';
import './discreet.css';

/** The profile's discreet-mode switch, with the optional PIN this device asks for. */
export function DiscreetSetting() {
  const { t } = useTranslation('discreet');
  const { isOn, hasPin } = useDiscreet();
  const [pin, setPin] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  async function onSetPin(event: FormEvent) {
    event.preventDefault();
    if (pin.length < PIN_MIN_LENGTH) {
      setIsInvalid(true);
      return;
    }
    await setDiscreetPin(pin);
    setPin('');
    showSuccessToast(t('pinSet'));
  }

  return (
    <>
      <CheckboxField
        isSwitch
        label={t('settingLabel')}
        hint={t('settingHint')}
        checked={isOn}
        onChange={(event) => setDiscreet(event.target.checked)}
      />
      {isOn && (
        <div className="discreet-pin">
          <p className="discreet-pin__title">{t('pinTitle')}</p>
          <p className="muted discreet-pin__hint">{t('pinHint')}</p>
          {hasPin ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void setDiscreetPin(null).then(() => showSuccessToast(t('pinRemoved')))}
            >
              {t('removePin')}
            </Button>
          ) : (
            <form className="discreet-pin__form" onSubmit={(event) => void onSetPin(event)}>
              <PinField
                label={t('pinNew')}
                autoComplete="new-password"
                value={pin}
                error={isInvalid ? t('pinInvalid') : undefined}
                onChange={(digits) => {
                  setPin(digits);
                  setIsInvalid(false);
                }}
              />
              <Button type="submit" size="sm">
                {t('setPin')}
              </Button>
            </form>
          )}
        </div>
      )}
    </>
  );
}
