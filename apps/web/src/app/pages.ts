import type { ComponentType } from 'react';
import type { Layout, PagePath } from '@duet/contracts';

export type PageId =
  | 'feed'
  | 'ageGate'
  | 'about'
  | 'accessibility'
  | 'login'
  | 'collections'
  | 'collection'
  | 'events'
  | 'fantasy'
  | 'gift'
  | 'giftCert'
  | 'join'
  | 'matches'
  | 'notifications'
  | 'ownCards'
  | 'privacyPolicy'
  | 'profile'
  | 'paymentSuccess'
  | 'plans'
  | 'terms'
  | 'testTinkoff'
  | 'vkOauth'
  | 'yandexOauth';

/**
 * Route `handle`s. `module` is the screen's source file as the Vite manifest names it, so the server
 * can inline its CSS and preload its chunks; `page` lets layouts title the page without knowing it.
 */
export type LayoutHandle = { module: string };
export type PageHandle = LayoutHandle & { page: PageId };

export const isLayoutHandle = (handle: unknown): handle is LayoutHandle =>
  typeof handle === 'object' && handle !== null && 'module' in handle;
export const isPageHandle = (handle: unknown): handle is PageHandle =>
  isLayoutHandle(handle) && 'page' in handle;

export type LazyScreen = { module: string; load: () => Promise<{ Component: ComponentType }> };

type ScreenModules = Record<string, () => Promise<Record<string, unknown>>>;

const pageModules: ScreenModules = import.meta.glob<Record<string, unknown>>([
  './routes/*-page.tsx',
  '!./routes/error-page.tsx',
]);
const layoutModules: ScreenModules = import.meta.glob<Record<string, unknown>>('./layouts/*-layout.tsx');

/** `./routes/about-page.tsx` (relative to this file) is `src/app/routes/about-page.tsx` in the manifest. */
const manifestKey = (globKey: string) => `src/app/${globKey.slice('./'.length)}`;

function lazyScreen(modules: ScreenModules, globKey: string, exportName: string): LazyScreen {
  const load = modules[globKey];
  if (!load) throw new Error(`No screen module ${globKey}`);
  return {
    module: manifestKey(globKey),
    load: async () => {
      const Component = (await load())[exportName];
      if (typeof Component !== 'function') throw new Error(`${globKey} does not export ${exportName}`);
      return { Component: Component as ComponentType };
    },
  };
}

const page = (file: string, exportName: string) =>
  lazyScreen(pageModules, `./routes/${file}.tsx`, exportName);

const feed = page('fantasies-feed-page', 'FantasiesFeedPage');
const events = page('events-page', 'EventsPage');
const fantasy = page('fantasy-detail-page', 'FantasyDetailPage');
const matches = page('matches-page', 'MatchesPage');

/** Every page of the route table with its lazily loaded screen; TypeScript makes the mapping exhaustive. */
export const PAGES: Record<PagePath, { id: PageId; screen: LazyScreen }> = {
  '/': { id: 'feed', screen: feed },
  '/18p/': { id: 'ageGate', screen: page('age-gate-page', 'AgeGatePage') },
  '/about/': { id: 'about', screen: page('about-page', 'AboutPage') },
  '/accessibility/': { id: 'accessibility', screen: page('accessibility-page', 'AccessibilityPage') },
  '/auth/login/': { id: 'login', screen: page('login-page', 'LoginPage') },
  '/collections/': { id: 'collections', screen: page('collections-page', 'CollectionsPage') },
  '/collections/:slug/': { id: 'collection', screen: page('collection-page', 'CollectionPage') },
  '/events/': { id: 'events', screen: events },
  '/events/events/': { id: 'events', screen: events },
  '/events/experience/': { id: 'events', screen: events },
  '/events/invitations/': { id: 'events', screen: events },
  '/fantasies/:slug/': { id: 'fantasy', screen: fantasy },
  '/fantasies/:slug/feedback/': { id: 'fantasy', screen: fantasy },
  '/fantasies/:slug/preparation/': { id: 'fantasy', screen: fantasy },
  '/fantasies/:slug/:slug2/': { id: 'fantasy', screen: fantasy },
  '/gift/': { id: 'gift', screen: page('gifts-page', 'GiftsPage') },
  '/gift/:cert/': { id: 'giftCert', screen: page('gift-certificate-page', 'GiftCertificatePage') },
  '/join/:token/': { id: 'join', screen: page('join-page', 'JoinPage') },
  '/matches/': { id: 'matches', screen: matches },
  '/matches/deepid/': { id: 'matches', screen: matches },
  '/matches/likes/': { id: 'matches', screen: matches },
  '/notifications/': { id: 'notifications', screen: page('notifications-page', 'NotificationsPage') },
  '/own-cards/': { id: 'ownCards', screen: page('own-cards-page', 'OwnCardsPage') },
  '/privacy/': { id: 'privacyPolicy', screen: page('privacy-policy-page', 'PrivacyPolicyPage') },
  '/profile/': { id: 'profile', screen: page('profile-page', 'ProfilePage') },
  '/profile/payment-success/': {
    id: 'paymentSuccess',
    screen: page('payment-success-page', 'PaymentSuccessPage'),
  },
  '/profile/plans/': { id: 'plans', screen: page('plans-page', 'PlansPage') },
  '/terms/': { id: 'terms', screen: page('terms-page', 'TermsPage') },
  '/test-tinkoff/': { id: 'testTinkoff', screen: page('test-tinkoff-page', 'TestTinkoffPage') },
  '/vk_oauth/': { id: 'vkOauth', screen: page('vk-oauth-page', 'VkOauthPage') },
  '/yandex_oauth/': { id: 'yandexOauth', screen: page('yandex-oauth-page', 'YandexOauthPage') },
};

const layout = (file: string, exportName: string) =>
  lazyScreen(layoutModules, `./layouts/${file}.tsx`, exportName);

export const LAYOUTS: Record<Layout, LazyScreen> = {
  'authorized-main': layout('authorized-main-layout', 'AuthorizedMainLayout'),
  authorized: layout('authorized-layout', 'AuthorizedLayout'),
  default: layout('default-layout', 'DefaultLayout'),
};
