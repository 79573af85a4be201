import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MOODS, type Mood } from '@duet/contracts/plain';
import '#locales/events.ts';
import { MOOD_EMOJI } from '../utils/moods.ts';

type MoodPickerProps = {
  value: Mood;
  onChange: (mood: Mood) => void;
  /** The group's name; "Mood" by default. */
  label?: string;
};

/** The eleven moods as a radio group: arrow keys move between them, each named in words. */
export function MoodPicker({ value, onChange, label }: MoodPickerProps) {
  const { t } = useTranslation('events');
  const labelId = useId();
  const name = useId();
  return (
    <div className="event-form__section">
      <p id={labelId} className="event-form__label">
        {label ?? t('moods.label')}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mood-picker">
        {MOODS.map((mood) => (
          <label key={mood} className="mood-picker__option">
            <input
              type="radio"
              name={name}
              value={mood}
              checked={value === mood}
              onChange={() => onChange(mood)}
              className="mood-picker__input"
            />
            <span className="mood-picker__emoji" aria-hidden="true">
              {MOOD_EMOJI[mood]}
            </span>
            <span className="mood-picker__name">{t(`moods.${mood}`)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
