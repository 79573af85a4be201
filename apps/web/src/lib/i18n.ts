import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@duet/contracts/plain';
import { coreResources, defaultNS } from './i18n-resources.ts';

export const i18n = createInstance();

void i18n.use(initReactI18next).init({
  resources: coreResources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  ns: Object.keys(coreResources[DEFAULT_LOCALE]),
  defaultNS,
  // Both catalogues are bundled, so initialisation can finish synchronously before the first render.
  initAsync: false,
  // Namespaces added later (addResourceBundle) are registered before their components render.
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});
