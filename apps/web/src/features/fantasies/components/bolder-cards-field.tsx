import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOLDER_CARDS, type BolderCards } from '@duet/contracts/plain';
import '#locales/feed.ts';
import './bolder-cards.css';

type BolderCardsFieldProps = {
  value: BolderCards;
  onChange: (value: BolderCards) => void;
  /** The legend as a heading of the page's outline (the profile), or plain text (a popup's group). */
  legendClassName?: string;
};

/**
 * "Show bolder cards": off, some or all, each said in plain words, and a line saying the choice is
 * the person's own (ADR 0029). A group of radios, so arrows move between the three.
 */
export function BolderCardsField({ value, onChange, legendClassName }: BolderCardsFieldProps) {
  const { t } = useTranslation('feed');
  const id = useId();
  return (
    <fieldset className="bolder-cards" aria-describedby={`${id}-hint`}>
      <legend className={legendClassName ?? 'bolder-cards__legend'}>{t('bolder.title')}</legend>
      <p id={`${id}-hint`} className="bolder-cards__hint">
        {t('bolder.hint')}
      </p>
      <div className="bolder-cards__options">
        {BOLDER_CARDS.map((option) => (
          <label key={option} className="bolder-cards__option">
            <input
              type="radio"
              name={`${id}-bolder-cards`}
              className="choice-input"
              checked={value === option}
              aria-labelledby={`${id}-${option}-label`}
              aria-describedby={`${id}-${option}`}
              onChange={() => onChange(option)}
            />
            <span id={`${id}-${option}-label`} className="bolder-cards__label">
              {t(`bolder.options.${option}.label`)}
            </span>
            <span id={`${id}-${option}`} className="bolder-cards__text">
              {t(`bolder.options.${option}.text`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
