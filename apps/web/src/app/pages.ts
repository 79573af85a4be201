import { createElement, type ComponentType, type ReactNode } from 'react';
import type { Layout, PagePath } from '@duet/contracts';

export type PageId =
  | 'feed'
  | 'ageGate'
  | 'about'
  | 'login'
  | 'events'
  | 'fantasy'
  | 'gift'
  | 'giftCert'
  | 'matches'
  | 'notifications'
  | 'profile'
  | 'paymentSuccess'
  | 'plans'
  | 'testTinkoff'
  | 'vkOauth'
  | 'yandexOauth';

/** Pages that only announce what is coming; their copy lives under `soon.<id>`. */
export type SoonPageId = Extract<PageId, 'gift' | 'giftCert' | 'paymentSuccess' | 'plans' | 'testTinkoff'>;

/** Route `handle`: lets layouts title the page without knowing its component. */
export type PageHandle = { page: PageId };

export type LazyPage = () => Promise<{ Component: ComponentType } | { element: ReactNode }>;

const feed: LazyPage = () =>
  import('./routes/fantasies-feed-page.tsx').then((module) => ({ Component: module.FantasiesFeedPage }));
const about: LazyPage = () =>
  import('./routes/about-page.tsx').then((module) => ({ Component: module.AboutPage }));
const events: LazyPage = () =>
  import('./routes/events-page.tsx').then((module) => ({ Component: module.EventsPage }));
const notifications: LazyPage = () =>
  import('./routes/notifications-page.tsx').then((module) => ({ Component: module.NotificationsPage }));
const matches: LazyPage = () =>
  import('./routes/matches-page.tsx').then((module) => ({ Component: module.MatchesPage }));
const fantasy: LazyPage = () =>
  import('./routes/fantasy-detail-page.tsx').then((module) => ({ Component: module.FantasyDetailPage }));
const ageGate: LazyPage = () =>
  import('./routes/age-gate-page.tsx').then((module) => ({ Component: module.AgeGatePage }));
const login: LazyPage = () =>
  import('./routes/login-page.tsx').then((module) => ({ Component: module.LoginPage }));
const profile: LazyPage = () =>
  import('./routes/profile-page.tsx').then((module) => ({ Component: module.ProfilePage }));
const vkOauth: LazyPage = () =>
  import('./routes/vk-oauth-page.tsx').then((module) => ({ Component: module.VkOauthPage }));
const yandexOauth: LazyPage = () =>
  import('./routes/yandex-oauth-page.tsx').then((module) => ({ Component: module.YandexOauthPage }));

function soon(page: SoonPageId): { id: PageId; load: LazyPage } {
  return {
    id: page,
    load: () =>
      import('./routes/coming-soon-page.tsx').then((module) => ({
        element: createElement(module.ComingSoonPage, { page }),
      })),
  };
}

/** Every page of the route table with its lazily loaded screen; TypeScript makes the mapping exhaustive. */
export const PAGES: Record<PagePath, { id: PageId; load: LazyPage }> = {
  '/': { id: 'feed', load: feed },
  '/18p/': { id: 'ageGate', load: ageGate },
  '/about/': { id: 'about', load: about },
  '/auth/login/': { id: 'login', load: login },
  '/events/': { id: 'events', load: events },
  '/events/events/': { id: 'events', load: events },
  '/events/experience/': { id: 'events', load: events },
  '/events/invitations/': { id: 'events', load: events },
  '/fantasies/:slug/': { id: 'fantasy', load: fantasy },
  '/fantasies/:slug/feedback/': { id: 'fantasy', load: fantasy },
  '/fantasies/:slug/preparation/': { id: 'fantasy', load: fantasy },
  '/fantasies/:slug/:slug2/': { id: 'fantasy', load: fantasy },
  '/gift/': soon('gift'),
  '/gift/:cert/': soon('giftCert'),
  '/matches/': { id: 'matches', load: matches },
  '/matches/deepid/': { id: 'matches', load: matches },
  '/matches/likes/': { id: 'matches', load: matches },
  '/notifications/': { id: 'notifications', load: notifications },
  '/profile/': { id: 'profile', load: profile },
  '/profile/payment-success/': soon('paymentSuccess'),
  '/profile/plans/': soon('plans'),
  '/test-tinkoff/': soon('testTinkoff'),
  '/vk_oauth/': { id: 'vkOauth', load: vkOauth },
  '/yandex_oauth/': { id: 'yandexOauth', load: yandexOauth },
};

export const LAYOUTS: Record<Layout, LazyPage> = {
  'authorized-main': () =>
    import('./layouts/authorized-main-layout.tsx').then((module) => ({
      Component: module.AuthorizedMainLayout,
    })),
  authorized: () =>
    import('./layouts/authorized-layout.tsx').then((module) => ({ Component: module.AuthorizedLayout })),
  default: () =>
    import('./layouts/default-layout.tsx').then((module) => ({ Component: module.DefaultLayout })),
};
