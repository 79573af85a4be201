import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { clsx } from 'clsx';
import { UserRound } from 'lucide-react';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { useIsMobile } from '#hooks/use-is-mobile.ts';
import { MAIN_ID } from '../root-shell.tsx';
import { MainNav } from './main-nav.tsx';
import './layouts.css';

/** Fantasies, Matches, Events and Notifications share this frame. */
export function AuthorizedMainLayout() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const nav = <MainNav placement={isMobile ? 'bottom' : 'top'} />;
  return (
    <div className={clsx('app-shell', isMobile && 'app-shell--with-tabbar')}>
      <SkipLink targetId={MAIN_ID} />
      <header className="app-header">
        <div className="app-header__inner">
          <Logo />
          {!isMobile && nav}
          <div className="app-header__end">
            <LanguageSwitcher />
            <LocalizedLink to="/profile/" className="avatar-link" aria-label={t('a11y.profile')}>
              <UserRound aria-hidden="true" />
            </LocalizedLink>
          </div>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      {isMobile && nav}
    </div>
  );
}
