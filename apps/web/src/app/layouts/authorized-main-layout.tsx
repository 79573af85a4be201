import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { LogIn, UserRound } from 'lucide-react';
import { ButtonLink } from '#components/ui/button.tsx';
import { LanguageSwitcher } from '#components/ui/language-switcher.tsx';
import { QuickHideButton } from '#features/discreet/components/quick-hide-button.tsx';
import { LocalizedLink } from '#components/ui/localized-link.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { useUnreadCount } from '#features/notifications/api/get-unread-count.ts';
import { useIsMobile } from '#hooks/use-is-mobile.ts';
import { useSession } from '#lib/session.ts';
import { MAIN_ID } from '../root-shell.tsx';
import { MainNav } from './main-nav.tsx';
import './layouts.css';

/** The header's end: the profile avatar when signed in, a way to sign in for visitors. */
function AccountLink() {
  const { t } = useTranslation();
  const { isAuthorized } = useSession();
  const { pathname, search } = useLocation();
  if (isAuthorized) {
    return (
      <LocalizedLink to="/profile/" className="avatar-link" aria-label={t('a11y.profile')}>
        <UserRound aria-hidden="true" />
      </LocalizedLink>
    );
  }
  return (
    <ButtonLink to={`/auth/login/?next=${encodeURIComponent(`${pathname}${search}`)}`} size="sm">
      <LogIn aria-hidden="true" />
      {t('nav.signIn')}
    </ButtonLink>
  );
}

/** Fantasies, Matches, Events and Notifications share this frame. */
export function AuthorizedMainLayout() {
  const isMobile = useIsMobile();
  const unreadCount = useUnreadCount();
  const nav = <MainNav placement={isMobile ? 'bottom' : 'top'} unreadCount={unreadCount} />;
  return (
    <div className={clsx('app-shell', isMobile && 'app-shell--with-tabbar')}>
      <SkipLink targetId={MAIN_ID} />
      <header className="app-header">
        <div className="app-header__inner">
          <Logo />
          {!isMobile && nav}
          <div className="app-header__end">
            <QuickHideButton />
            <LanguageSwitcher />
            <AccountLink />
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
