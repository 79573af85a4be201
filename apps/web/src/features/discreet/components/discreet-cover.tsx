import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { resetDiscreet, revealDuet } from '#lib/discreet.ts';
import '#locales/discreet.ts';
import { PIN_MIN_LENGTH, PinField } from './pin-field.tsx';
import './discreet.css';

/**
 * The neutral page discreet mode hides Duet behind: a plain, empty "Notes" screen. With a PIN it
 * asks for it; someone who forgot it can only sign this device out.
 */
export function DiscreetCover({ hasPin, onForgotPin }: { hasPin: boolean; onForgotPin: () => void }) {
  const { t } = useTranslation('discreet');
  const [pin, setPin] = useState('');
  const [isWrong, setIsWrong] = useState(false);
  const [isChecking, setIsChecking] = useState(false);
  const first = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsChecking(true);
    const isRevealed = await revealDuet(pin);
    setIsChecking(false);
    if (!isRevealed) {
      setIsWrong(true);
      setPin('');
    }
  }

  return (
    <div className="discreet-cover">
      <main className="discreet-cover__page">
        <h1 ref={first} tabIndex={-1}>
          {t('coverTitle')}
        </h1>
        <p className="muted">{t('coverText')}</p>
        {hasPin ? (
          <form className="discreet-cover__form" onSubmit={(event) => void onSubmit(event)}>
            <PinField
              label={t('pinLabel')}
              // The PIN saved when it was set (new-password) is offered here (WCAG 3.3.8).
              autoComplete="current-password"
              value={pin}
              error={isWrong ? t('wrongPin') : undefined}
              onChange={(digits) => {
                setPin(digits);
                setIsWrong(false);
              }}
            />
            {/* Not in Duet's colour: the page should look like nothing in particular. */}
            <Button type="submit" variant="secondary" disabled={pin.length < PIN_MIN_LENGTH || isChecking}>
              {t('open')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                resetDiscreet();
                onForgotPin();
              }}
            >
              {t('forgotPin')}
            </Button>
          </form>
        ) : (
          <Button variant="secondary" onClick={() => void revealDuet()}>
            {t('continue')}
          </Button>
        )}
      </main>
    </div>
  );
}
