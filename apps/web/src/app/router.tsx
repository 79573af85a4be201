import { createBrowserRouter, type RouteObject } from 'react-router';
import { LOCALES, PAGE_ROUTES, type Layout } from '@duet/contracts/plain';
import { setNavigationProbe } from '#components/ui/popup-history.ts';
import { Splash } from '#components/ui/splash.tsx';
import { guardLoader } from './guards.ts';
import { LAYOUTS, PAGES, type LayoutHandle, type PageHandle } from './pages.ts';
import { rootLoader, shouldRevalidateRoot } from './root-loader.ts';
import { RootShell } from './root-shell.tsx';
import { ErrorPage } from './routes/error-page.tsx';

/** No prefix is Russian; `/ru/…` and `/en/…` are the explicit forms of every page. */
const LOCALE_PREFIXES = ['', ...LOCALES.map((locale) => `/${locale}`)];
const LAYOUT_ORDER: Layout[] = ['authorized-main', 'authorized', 'default'];

function pageRoutes(prefix: string, layout: Layout): RouteObject[] {
  return PAGE_ROUTES.filter((route) => route.layout === layout).map((route) => {
    const { id, screen } = PAGES[route.path];
    const handle: PageHandle = { page: id, module: screen.module };
    return { path: `${prefix}${route.path}`, loader: guardLoader(route.guard), lazy: screen.load, handle };
  });
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <Splash />,
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      children: LOCALE_PREFIXES.flatMap((prefix) =>
        LAYOUT_ORDER.map((layout) => ({
          id: `${layout}${prefix}`,
          lazy: LAYOUTS[layout].load,
          handle: { module: LAYOUTS[layout].module } satisfies LayoutHandle,
          children: pageRoutes(prefix, layout),
        })),
      ),
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setNavigationProbe(() => router.state.navigation.state !== 'idle');
  return router;
}
