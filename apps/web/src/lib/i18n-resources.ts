import ruCommon from '#locales/ru/common.json';
import ruFantasies from '#locales/ru/fantasies.json';
import enCommon from '#locales/en/common.json';
import enFantasies from '#locales/en/fantasies.json';

export const defaultNS = 'common';

/** Namespaces the shell and the main page need; page-specific ones arrive with their page chunk. */
export const coreResources = {
  ru: { common: ruCommon, fantasies: ruFantasies },
  en: { common: enCommon, fantasies: enFantasies },
} as const;
