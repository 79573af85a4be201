import '@fontsource-variable/manrope';
import './styles/font-fallback.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { splitLocalePrefix } from '@duet/contracts/plain';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { syncOnlineManager } from './lib/online-status.ts';
import { registerServiceWorkerAfterLoad } from './lib/service-worker.ts';
import { readSiteOperator } from './lib/site-operator.ts';
import { startVersionCheck } from './lib/version-check.ts';

// Start in the URL's language so the first render needs no second pass.
void i18n.changeLanguage(splitLocalePrefix(window.location.pathname).locale);

const router = createAppRouter();
syncOnlineManager();

// Run once the page is interactive (MarkInteractive), not beside its hydration.
const afterInteractive: (() => void)[] = [];

// A deployed update never interrupts the page: the next navigation becomes a full load instead.
if (import.meta.env.PROD) {
  let registration: ServiceWorkerRegistration | undefined;
  const versionCheck = startVersionCheck({
    buildId: __BUILD_ID__,
    router,
    onUpdateFound: () => void registration?.update().catch(() => undefined),
  });
  // workbox-window and the worker's precaching wait for the page to be interactive: a visitor's
  // page loads its scripts after the load event, so waiting for that event alone would start them
  // beside the hydration (issue 33).
  afterInteractive.push(() =>
    registerServiceWorkerAfterLoad({
      onActivatedUpdate: versionCheck.markUpdatePending,
      onRegistered: (registered) => {
        registration = registered;
      },
    }),
  );
}

/**
 * Marks `#root` once React has committed its first render: from then on the page answers taps. A
 * layout effect, so a page rendered in the browser never paints its buttons as not yet working.
 */
function MarkInteractive() {
  useLayoutEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', '');
    for (const run of afterInteractive.splice(0)) setTimeout(run);
  }, []);
  return null;
}

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">');
  const app = (
    <StrictMode>
      <AppProviders operator={readSiteOperator(document)}>
        <RouterProvider router={router} />
      </AppProviders>
      <MarkInteractive />
    </StrictMode>
  );
  // A transition, so that React yields to the browser every few milliseconds instead of hydrating
  // in one long task that blocks a slow phone (React still hydrates first what is tapped meanwhile).
  startTransition(() => {
    // `data-rendered`: the server rendered this page from the same routes and cookies (entry-server.tsx).
    if (container.dataset.rendered !== undefined) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// Keep what the server put into #root on screen until the first page's chunks are in.
if (router.state.initialized) {
  render();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
