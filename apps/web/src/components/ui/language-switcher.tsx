import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, localizePath, type Locale } from '@duet/contracts/plain';
import { useHydrated } from '#hooks/use-hydrated.ts';
import { useLocale, writeLocaleCookie } from '#lib/locale.ts';
import './language-switcher.css';

/** A two-button segmented control; the choice is remembered in the `locale` cookie. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  // Until hydrated, a tap would be lost (ADR 0031).
  const hydrated = useHydrated();

  function onSelect(locale: Locale) {
    writeLocaleCookie(locale);
    if (locale === current) return;
    void navigate(`${localizePath(location.pathname, locale)}${location.search}${location.hash}`);
  }

  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="language-switcher__option"
          aria-pressed={locale === current}
          disabled={!hydrated}
          onClick={() => onSelect(locale)}
        >
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="sr-only">{t(`language.${locale}`)}</span>
        </button>
      ))}
    </div>
  );
}
