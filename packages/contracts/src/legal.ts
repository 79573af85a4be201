/**
 * The legal texts' versions (issue 34). A consent names the version of the text it agreed to, so a
 * new version can ask again; the pages show the date. A version is the day the text changed.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-27';
export const TERMS_VERSION = '2026-11-27';
/**
 * The version of the consent step's text, to process a person's answers about fantasies (ADR 0035).
 * Moving it asks everyone again: the API refuses their answers until they accept the new text.
 */
export const INTIMATE_CONSENT_VERSION = '2026-11-27';
/** The day the accessibility statement was last checked against the pages and their tests. */
export const ACCESSIBILITY_STATEMENT_REVIEWED = '2026-11-27';

/**
 * Every outside party that Duet's configuration can switch on, with the API settings that reach it
 * or shape what it receives. The privacy policy's data table must name each one (its test says so),
 * and the API's test puts every setting either here or among Duet's own, so a new provider or counter
 * cannot arrive without the policy saying who receives what.
 */
export const THIRD_PARTIES = [
  { id: 'google', settings: ['GOOGLE_CLIENT_ID', 'GOOGLE_JWKS_URL'] },
  { id: 'yandex', settings: ['YANDEX_CLIENT_ID', 'YANDEX_USERINFO_URL'] },
  { id: 'vk', settings: ['VK_APP_ID', 'VK_USERINFO_URL'] },
  {
    id: 'apple',
    settings: [
      'APPLE_CLIENT_ID',
      'APPLE_TEAM_ID',
      'APPLE_KEY_ID',
      'APPLE_PRIVATE_KEY',
      'APPLE_REDIRECT_URI',
      'APPLE_TOKEN_URL',
      'APPLE_JWKS_URL',
    ],
  },
  {
    id: 'tbank',
    settings: [
      'TINKOFF_TERMINAL_KEY',
      'TINKOFF_PASSWORD',
      'TINKOFF_API_URL',
      'TINKOFF_TAXATION',
      'TINKOFF_VAT',
    ],
  },
  { id: 'pushServices', settings: ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] },
  { id: 'amplitude', settings: ['AMPLITUDE_API_KEY', 'AMPLITUDE_SERVER_ZONE', 'AMPLITUDE_API_URL'] },
  { id: 'googleTagManager', settings: ['GTM_ID'] },
  { id: 'yandexMetrika', settings: ['YANDEX_METRIKA_ID'] },
  { id: 'vkPixel', settings: ['VK_PIXEL_ID'] },
] as const satisfies readonly { id: string; settings: readonly string[] }[];

export type ThirdPartyId = (typeof THIRD_PARTIES)[number]['id'];

/** The element of every page's HTML that carries the `SiteOperator` as JSON (server-render.ts). */
export const SITE_OPERATOR_ELEMENT_ID = 'site-operator';
