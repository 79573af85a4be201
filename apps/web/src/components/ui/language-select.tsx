import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, localizePath } from '@duet/contracts';
import { isLocale, useLocale, writeLocaleCookie } from '#lib/locale.ts';
import './field.css';

/** The interface language as a settings row; the same choice as the header's switcher. */
export function LanguageSelect({ label }: { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();

  function onChange(value: string) {
    if (!isLocale(value)) return;
    writeLocaleCookie(value);
    void navigate(`${localizePath(location.pathname, value)}${location.search}${location.hash}`);
  }

  return (
    <div className="select-row">
      <label htmlFor={id} className="select-row__label">
        {label}
      </label>
      <select
        id={id}
        className="select-row__select"
        value={current}
        onChange={(event) => onChange(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
