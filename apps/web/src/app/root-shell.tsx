import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ConsentBanner } from '#features/consent/components/consent-banner.tsx';
import { startAnalytics } from '#lib/analytics.ts';
import { installBugReporter } from '#lib/bug-report.ts';
import { OfflineBanner } from '#components/ui/offline-banner.tsx';
import { clearChunkReloadMark } from '#lib/chunk-reload.ts';
import { i18n } from '#lib/i18n.ts';
import { useLocale } from '#lib/locale.ts';
import { useIsIntimateConsentAsked } from '#lib/intimate-consent.ts';
import { useSession } from '#lib/session.ts';
import { hasPendingLike } from '#features/matches/utils/pending-like.ts';
import { useNewMatch } from '#features/matches/hooks/use-new-match.ts';
import { useMaybeTogetherNotice } from './use-maybe-together-notice.ts';
import { useConsentRecord } from '#features/privacy/hooks/use-consent-record.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { useSessionSync } from './use-session-sync.ts';

export const MAIN_ID = 'main';

// Loads (with the like code and copy) only when a visitor's like waits for their new account.
const PendingLikeReplay = lazy(() =>
  import('./auth/pending-like-replay.tsx').then((module) => ({ default: module.PendingLikeReplay })),
);
// The match reveal and what it composes load once a signed-in page is idle, so the high point of
// Duet shows the moment a match is made, with no chunk to fetch first on a slow phone or network;
// what spots a match is always mounted, so one that arrives while the page is still loading is not
// taken for the first read.
const loadMatchReveal = () => import('./match-reveal.tsx');
const MatchReveal = lazy(() => loadMatchReveal().then((module) => ({ default: module.MatchReveal })));
// Discreet mode's keys and cover load for signed-in people, and on a device that turned it on
// (theme.js marks `<html>` before anything else runs).
const DiscreetHost = lazy(() =>
  import('#features/discreet/components/discreet-host.tsx').then((module) => ({
    default: module.DiscreetHost,
  })),
);

// The consent to process answers, with its copy, loads when an answer first waits for it (ADR 0035).
const IntimateConsentStep = lazy(() =>
  import('#features/consent/components/intimate-consent-step.tsx').then((module) => ({
    default: module.IntimateConsentStep,
  })),
);

/** Runs `work` when the browser is idle (soon after, where it cannot tell); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 1000);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(work, { timeout: 5000 });
  return () => window.cancelIdleCallback(handle);
}

const subscribeNever = () => () => undefined;
const isDiscreetDevice = () => document.documentElement.dataset.discreet !== undefined;

/** Whether this device uses discreet mode; the server cannot know, so hydration starts with no. */
function useIsDiscreetDevice() {
  return useSyncExternalStore(subscribeNever, isDiscreetDevice, () => false);
}

/**
 * Keeps the language and `<html lang>` in step with the URL, moves focus to the new page after client
 * navigation, and re-checks the route guards when the session ends. Analytics follows the visitor's
 * consent (asked by the banner), which a signed-in account's consent record keeps, and uncaught
 * errors are reported as bugs. A like tapped before
 * signing in is sent once the account is ready, and an answer that needs the consent to process
 * answers waits for its step.
 */
export function RootShell() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  useSessionSync();
  useLiveUpdates();
  useConsentRecord();
  const { isAuthorizationCompleted } = useSession();
  const isOnDiscreetDevice = useIsDiscreetDevice();
  const newMatch = useNewMatch();
  const isIntimateConsentAsked = useIsIntimateConsentAsked();
  useMaybeTogetherNotice();

  // The language follows the committed URL; switching in a layout effect re-renders before paint,
  // so a page never shows in the other language, not even for a frame.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);

  useEffect(() => {
    clearChunkReloadMark();
  }, []);

  useEffect(() => {
    if (!isAuthorizationCompleted) return;
    return whenIdle(() => void loadMatchReveal().catch(() => undefined));
  }, [isAuthorizationCompleted]);

  useEffect(() => {
    startAnalytics();
    return installBugReporter();
  }, []);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ConsentBanner />
      <ScrollRestoration />
      {(isAuthorizationCompleted || isOnDiscreetDevice) && (
        <Suspense fallback={null}>
          <DiscreetHost />
        </Suspense>
      )}
      {isAuthorizationCompleted && (
        <Suspense fallback={null}>
          {hasPendingLike() && <PendingLikeReplay />}
          {newMatch.hasAny && <MatchReveal fantasyId={newMatch.fantasyId} dismiss={newMatch.dismiss} />}
        </Suspense>
      )}
      {isIntimateConsentAsked && (
        <Suspense fallback={null}>
          <IntimateConsentStep />
        </Suspense>
      )}
    </>
  );
}
