import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { NOT_FOUND_COPY, splitLocalePrefix } from '@duet/contracts/plain';
import { Button, ButtonLink } from '#components/ui/button.tsx';
import { Logo } from '#components/ui/logo.tsx';
import { Splash } from '#components/ui/splash.tsx';
import { startAnalytics } from '#lib/analytics.ts';
import { reportBug } from '#lib/bug-report.ts';
import { reloadOnceForChunkError, willReloadForChunkError } from '#lib/chunk-reload.ts';
import { i18n } from '#lib/i18n.ts';
import { MAIN_ID } from '../root-shell.tsx';
import './error-page.css';

/**
 * The router's error element: 404 for unknown or invalid paths, "Internal Server Error" for anything
 * else. A chunk that failed to load (stale deploy) reloads the target page once instead. Every other
 * error is reported as a `bug` event.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const { locale } = splitLocalePrefix(pathname);
  const { t } = useTranslation('common', { lng: locale });
  const target = `${pathname}${search}`;
  const isReloading = willReloadForChunkError(error, target);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isNotFound ? 404 : isRouteErrorResponse(error) ? error.status : 500;
  const title = isNotFound ? t('error.notFound.title') : t('error.server.title');

  useEffect(() => {
    if (isReloading) reloadOnceForChunkError(target);
  }, [isReloading, target]);

  // A 404 is the visitor's wrong turn; anything else that reached this page is a bug. The shell may
  // never have mounted (a failing root loader), so analytics is started here too.
  useEffect(() => {
    if (isReloading || isNotFound) return;
    startAnalytics();
    reportBug('boundary', error);
  }, [error, isReloading, isNotFound]);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);

  useEffect(() => {
    document.title = t('app.documentTitle', { title });
  }, [t, title]);

  if (isReloading) return <Splash />;

  return (
    <div className="error-page">
      <header className="error-page__header">
        <Logo />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="error-page__main">
        <p className="eyebrow">{status}</p>
        <h1>{title}</h1>
        {isNotFound && <p className="error-page__path">{NOT_FOUND_COPY[locale].line(pathname)}</p>}
        <p className="muted">{isNotFound ? t('error.notFound.hint') : t('error.server.hint')}</p>
        <div className="error-page__actions">
          <ButtonLink to="/">{t('error.home')}</ButtonLink>
          {!isNotFound && (
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('error.reload')}
            </Button>
          )}
        </div>
      </main>
    </div>
  );
}
