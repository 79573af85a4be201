import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isTheme, setTheme, THEMES, useTheme } from '#lib/theme.ts';
import './field.css';

/** The theme as a settings row: the system's, light or dark, remembered on this device. */
export function ThemeSelect({ label }: { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  return (
    <div className="select-row">
      <label htmlFor={id} className="select-row__label">
        {label}
      </label>
      <select
        id={id}
        className="select-row__select"
        value={theme}
        onChange={(event) => isTheme(event.target.value) && setTheme(event.target.value)}
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
