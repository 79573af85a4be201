import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { MAIN_ID } from '../root-shell.tsx';
import './layouts.css';

const FOOTER_LINKS = [
  ['/about/', 'about'],
  ['/privacy/', 'privacyPolicy'],
  ['/terms/', 'terms'],
  ['/accessibility/', 'accessibility'],
] as const;

/** Public pages: about, age gate, sign-in, the legal pages. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className="app-shell app-shell--public">
      <SkipLink targetId={MAIN_ID} />
      <header className="app-header app-header--plain">
        <div className="app-header__inner app-header__inner--narrow">
          <Logo />
          <LanguageSwitcher />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="app-main app-main--narrow">
        <Outlet />
      </main>
      <footer className="app-footer">
        <ul className="app-footer__links">
          {FOOTER_LINKS.map(([path, label]) => (
            <li key={path}>
              <LocalizedLink to={path}>{t(`footer.${label}`)}</LocalizedLink>
            </li>
          ))}
        </ul>
        <p>{t('footer.adults')}</p>
      </footer>
    </div>
  );
}
