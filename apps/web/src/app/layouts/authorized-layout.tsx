import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { QuickHideButton } from '#features/discreet/components/quick-hide-button.tsx';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { useLocalizedPath } from '#lib/locale.ts';
import { MAIN_ID } from '../root-shell.tsx';
import { useCurrentPage } from '../use-current-page.ts';
import './layouts.css';

/** An inner page: back button, page title, language switch. */
export function AuthorizedLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const page = useCurrentPage();

  // Spec: back goes through history when there are at least two entries, else to the main page.
  function onBack() {
    if (window.history.length >= 2) void navigate(-1);
    else void navigate(localize('/'));
  }

  return (
    <div className="app-shell">
      <SkipLink targetId={MAIN_ID} />
      <header className="app-header">
        <div className="app-header__inner app-header__inner--narrow">
          <button type="button" className="icon-button" aria-label={t('a11y.back')} onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
          </button>
          <p className="app-header__title">{page ? t(`pages.${page}`) : t('app.name')}</p>
          <div className="app-header__end">
            <QuickHideButton />
            <LanguageSwitcher />
          </div>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="app-main app-main--narrow">
        <Outlet />
      </main>
    </div>
  );
}
