import { BUILD_MANIFEST_RECHECK_MINUTES } from '@duet/contracts/plain';

export const VERSION_URL = '/version.json';

type Place = { pathname: string; search: string; hash: string; key?: string };
type Navigation = { state: 'idle' | 'loading' | 'submitting'; location?: Place; formMethod?: string };
type RouterState = { location: Place; navigation: Navigation };
/** The part of the data router the check needs; `createBrowserRouter()` returns one. */
export type SubscribableRouter = {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
};

const href = ({ pathname, search, hash }: Place) => `${pathname}${search}${hash}`;

export type VersionCheckOptions = {
  /** The build this tab runs (`__BUILD_ID__`). */
  buildId: string;
  router: SubscribableRouter;
  intervalMs?: number;
  fetchVersion?: () => Promise<string | null>;
  /** Performs the full page load; `window.location.assign` unless a test replaces it. */
  assign?: (url: string) => void;
  /** Called when a check found a newer build, e.g. to let the service worker fetch it. */
  onUpdateFound?: () => void;
};

export type VersionCheck = {
  /** Fetches `/version.json` now; resolves true when an update is pending. */
  check: () => Promise<boolean>;
  /** Makes the next navigation a full page load (also used when a new service worker took over). */
  markUpdatePending: () => void;
  isUpdatePending: () => boolean;
  stop: () => void;
};

/** The build id the server deploys now, or null when it cannot tell (offline, no build, bad JSON). */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const id = (body as { build_id?: unknown } | null)?.build_id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an open tab from running an old build for days: every `BUILD_MANIFEST_RECHECK_MINUTES` and
 * whenever the tab comes back into view it asks the server which build is deployed. When that
 * differs, nothing happens on screen; the next in-app navigation becomes a full page load of its
 * target, so the user lands on the page they asked for, in the new build, without losing typing.
 */
export function startVersionCheck({
  buildId,
  router,
  intervalMs = BUILD_MANIFEST_RECHECK_MINUTES * 60 * 1000,
  fetchVersion = fetchDeployedBuildId,
  assign = (url) => window.location.assign(url),
  onUpdateFound,
}: VersionCheckOptions): VersionCheck {
  let pending = false;
  let leaving = false;
  let inFlight: Promise<boolean> | null = null;

  const markUpdatePending = () => {
    pending = true;
  };

  const check = () => {
    inFlight ??= fetchVersion()
      .then((deployed) => {
        if (deployed !== null && deployed !== buildId && !pending) {
          pending = true;
          onUpdateFound?.();
        }
        return pending;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  const leave = (place: Place) => {
    leaving = true;
    assign(href(place));
  };
  let shownKey = router.state.location.key;
  const unsubscribe = router.subscribe(({ location, navigation }) => {
    const isNewLocation = location.key !== shownKey;
    shownKey = location.key;
    if (!pending || leaving) return;
    if (navigation.state === 'loading' && navigation.location) {
      // A form submission's redirect carries data the server already accepted; only plain loads go.
      if (navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET') return;
      leave(navigation.location);
    } else if (navigation.state === 'idle' && isNewLocation) {
      // A navigation with no loader to run commits at once, without a loading state.
      leave(location);
    }
  });

  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const onFocus = () => void check();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(() => void check(), intervalMs);

  return {
    check,
    markUpdatePending,
    isUpdatePending: () => pending,
    stop() {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    },
  };
}
