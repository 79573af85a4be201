import 'i18next';
import type about from '#locales/ru/about.json';
import type accessibility from '#locales/ru/accessibility.json';
import type account from '#locales/ru/account.json';
import type answersConsent from '#locales/ru/answers-consent.json';
import type collections from '#locales/ru/collections.json';
import type discreet from '#locales/ru/discreet.json';
import type events from '#locales/ru/events.json';
import type feed from '#locales/ru/feed.json';
import type gifts from '#locales/ru/gifts.json';
import type legal from '#locales/ru/legal.json';
import type matches from '#locales/ru/matches.json';
import type notifications from '#locales/ru/notifications.json';
import type ownCards from '#locales/ru/own-cards.json';
import type premium from '#locales/ru/premium.json';
import type privacy from '#locales/ru/privacy.json';
import type privacyPolicy from '#locales/ru/privacy-policy.json';
import type terms from '#locales/ru/terms.json';
import type { coreResources, defaultNS } from './i18n-resources.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // Russian is the reference catalogue; the parity test keeps English in step.
    resources: (typeof coreResources)['ru'] & {
      about: typeof about;
      accessibility: typeof accessibility;
      account: typeof account;
      'answers-consent': typeof answersConsent;
      collections: typeof collections;
      discreet: typeof discreet;
      events: typeof events;
      feed: typeof feed;
      gifts: typeof gifts;
      legal: typeof legal;
      matches: typeof matches;
      notifications: typeof notifications;
      'own-cards': typeof ownCards;
      premium: typeof premium;
      privacy: typeof privacy;
      'privacy-policy': typeof privacyPolicy;
      terms: typeof terms;
    };
  }
}
