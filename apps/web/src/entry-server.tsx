import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  splitLocalePrefix,
  type PageHead,
  type PageSubject,
  type RenderedPage,
  type RenderPage,
} from '@duet/contracts/plain';
import { AppProviders } from './app/providers.tsx';
import { isLayoutHandle, isPageHandle, type PageId } from './app/pages.ts';
import { createRoutes } from './app/router.tsx';
import { setCookieSource } from './lib/cookies.ts';
import { i18n } from './lib/i18n.ts';

const t = i18n.t.bind(i18n);

/** Pages anyone may reach and share: their title and description, in the language being rendered. */
const PUBLIC_PAGES: Partial<Record<PageId, () => PageSubject>> = {
  feed: () => ({ title: t('fantasies:feed.title'), description: t('common:meta.description.feed') }),
  ageGate: () => ({ title: t('common:pages.ageGate'), description: t('common:meta.description.ageGate') }),
  about: () => ({ title: t('common:pages.about'), description: t('common:meta.description.about') }),
  accessibility: () => ({
    title: t('common:pages.accessibility'),
    description: t('common:meta.description.accessibility'),
  }),
  privacyPolicy: () => ({
    title: t('common:pages.privacyPolicy'),
    description: t('common:meta.description.privacyPolicy'),
  }),
  terms: () => ({ title: t('common:pages.terms'), description: t('common:meta.description.terms') }),
  login: () => ({ title: t('common:pages.login'), description: t('common:meta.description.login') }),
  fantasy: () => ({ title: t('common:pages.fantasy'), description: t('common:meta.description.default') }),
  collections: () => ({
    title: t('common:pages.collections'),
    description: t('common:meta.description.collections'),
  }),
  collection: () => ({
    title: t('common:pages.collection'),
    description: t('common:meta.description.collections'),
  }),
};

function pageHead(pageId: PageId | undefined, subject: PageSubject | undefined): PageHead {
  const publicPage = pageId && PUBLIC_PAGES[pageId];
  if (!publicPage) {
    return {
      title: t('common:app.name'),
      description: t('common:meta.description.default'),
      isPublic: false,
    };
  }
  const shown = subject ?? publicPage();
  return {
    title: t('common:app.documentTitle', { title: shown.title }),
    description: shown.description,
    isPublic: true,
  };
}

const requestCookies = new AsyncLocalStorage<string>();
setCookieSource(() => requestCookies.getStore() ?? '');

const handler = createStaticHandler(createRoutes());

/**
 * Renders one page as the browser's first render will (main.tsx hydrates it): the same routes, the
 * same guards and root loader, reading the request's cookies instead of `document.cookie`. Queries
 * are not run here, so pages that need data render their loading state.
 */
export const renderPage: RenderPage = (url, cookies, subject, operator) =>
  requestCookies.run(cookies, async (): Promise<RenderedPage> => {
    const context = await handler.query(new Request(url, { headers: { cookie: cookies } }));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const handles = context.matches.map((match) => match.route.handle as unknown);
    const router = createStaticRouter(handler.dataRoutes, context);

    // Rendering is synchronous from here on, so no other request can switch the language midway.
    void i18n.changeLanguage(splitLocalePrefix(new URL(url).pathname).locale);
    const html = renderToString(
      <StrictMode>
        <AppProviders operator={operator}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return {
      kind: 'page',
      status: context.statusCode,
      html,
      modules: handles.filter(isLayoutHandle).map((handle) => handle.module),
      head: pageHead(handles.findLast(isPageHandle)?.page, subject),
    };
  });
