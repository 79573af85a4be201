import type { ComponentType, ReactNode } from 'react';
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
  | 'join'
  | 'matches'
  | 'notifications'
  | 'profile'
  | 'paymentSuccess'
  | 'plans'
  | 'testTinkoff'
  | 'vkOauth'
  | 'yandexOauth';

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
const plans: LazyPage = () =>
  import('./routes/plans-page.tsx').then((module) => ({ Component: module.PlansPage }));
const paymentSuccess: LazyPage = () =>
  import('./routes/payment-success-page.tsx').then((module) => ({ Component: module.PaymentSuccessPage }));
const testTinkoff: LazyPage = () =>
  import('./routes/test-tinkoff-page.tsx').then((module) => ({ Component: module.TestTinkoffPage }));
const yandexOauth: LazyPage = () =>
  import('./routes/yandex-oauth-page.tsx').then((module) => ({ Component: module.YandexOauthPage }));

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
  '/gift/': {
    id: 'gift',
    load: () => import('./routes/gifts-page.tsx').then((module) => ({ Component: module.GiftsPage })),
  },
  '/gift/:cert/': {
    id: 'giftCert',
    load: () =>
      import('./routes/gift-certificate-page.tsx').then((module) => ({
        Component: module.GiftCertificatePage,
      })),
  },
  '/join/:token/': {
    id: 'join',
    load: () => import('./routes/join-page.tsx').then((module) => ({ Component: module.JoinPage })),
  },
  '/matches/': { id: 'matches', load: matches },
  '/matches/deepid/': { id: 'matches', load: matches },
  '/matches/likes/': { id: 'matches', load: matches },
  '/notifications/': { id: 'notifications', load: notifications },
  '/profile/': { id: 'profile', load: profile },
  '/profile/payment-success/': { id: 'paymentSuccess', load: paymentSuccess },
  '/profile/plans/': { id: 'plans', load: plans },
  '/test-tinkoff/': { id: 'testTinkoff', load: testTinkoff },
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
