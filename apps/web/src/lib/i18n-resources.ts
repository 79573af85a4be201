import ruCommon from '#locales/ru/common.json';
import ruConsent from '#locales/ru/consent.json';
import ruFantasies from '#locales/ru/fantasies.json';
import enCommon from '#locales/en/common.json';
import enConsent from '#locales/en/consent.json';
import enFantasies from '#locales/en/fantasies.json';

export const defaultNS = 'common';

/** Namespaces the shell and the main page need; page-specific ones arrive with their page chunk. */
export const coreResources = {
  ru: { common: ruCommon, consent: ruConsent, fantasies: ruFantasies },
  en: { common: enCommon, consent: enConsent, fantasies: enFantasies },
} as const;
