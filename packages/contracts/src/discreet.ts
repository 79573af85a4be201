import { SECONDS_PER_DAY, type Locale } from './constants.ts';

/**
 * Discreet mode lives in the device's `localStorage` (ADR 0023), which the server cannot read. This
 * cookie, written by the web app while the mode is on, tells the server to send every page neutral
 * from its first byte: title, icons and web app manifest. It says only "discreet", nothing else.
 */
export const DISCREET_COOKIE = 'duet_discreet';
export const DISCREET_COOKIE_VALUE = '1';
/** Written again at every start while the mode is on, so it lapses only on a device left a year. */
export const DISCREET_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY;

/** The tab's title in discreet mode; public/theme.js spells the same words before the first paint. */
export const DISCREET_TITLE: Record<Locale, string> = { ru: 'Заметки', en: 'Notes' };

/** What a page's head links as its icons and manifest: Duet's own, or discreet mode's plain note. */
export type HeadIcons = { icon: string; appleTouchIcon: string; manifest: string };

export const DUET_HEAD_ICONS: HeadIcons = {
  icon: '/favicon.svg',
  appleTouchIcon: '/icons/apple-touch-icon-180.png',
  manifest: '/manifest.webmanifest',
};

/** The neutral manifest names the app in the page's language: one address per language. */
export const discreetHeadIcons = (locale: Locale): HeadIcons => ({
  icon: '/icons/neutral.svg',
  appleTouchIcon: '/icons/neutral-apple-touch-icon-180.png',
  manifest: `/discreet-${locale}.webmanifest`,
});

/** The icons of discreet mode's manifest, drawn by scripts/generate-app-icons.mjs. */
export const DISCREET_MANIFEST_ICONS = [
  { src: '/icons/neutral-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/neutral-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/neutral-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
