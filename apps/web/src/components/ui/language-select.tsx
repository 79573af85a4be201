import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, localizePath, type Locale } from '@duet/contracts/plain';
import { useLocale, writeLocaleCookie } from '#lib/locale.ts';
import { SelectRow } from './select-row.tsx';

/** The interface language as a settings row; the same choice as the header's switcher. */
export function LanguageSelect({ label }: { label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  function onChange(locale: Locale) {
    writeLocaleCookie(locale);
    void navigate(`${localizePath(location.pathname, locale)}${location.search}${location.hash}`);
  }

  const options = LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`), lang: locale }));
  return <SelectRow label={label} value={useLocale()} options={options} onChange={onChange} />;
}
