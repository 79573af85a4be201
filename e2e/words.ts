import { readdirSync, readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';

/** The two interface languages; every journey runs in each on the phone and the desktop project. */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const LOCALES_DIR = new URL('../apps/web/src/locales/', import.meta.url);

function catalogueOf(language: Language) {
  const folder = new URL(`${language}/`, LOCALES_DIR);
  return Object.fromEntries(
    readdirSync(folder).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as object,
    ]),
  );
}

/**
 * What a journey reads on the screen, in its language: the web app's own catalogues with i18next's
 * plural rules, so a test in Russian looks for the same words a Russian visitor sees. `prefix` is
 * the path prefix of that language (Russian is the unprefixed default).
 */
export function wordsIn(language: Language): { t: TFunction; prefix: string; language: Language } {
  const i18n = createInstance();
  void i18n.init({
    resources: { [language]: catalogueOf(language) },
    lng: language,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return { t: i18n.t, prefix: language === 'ru' ? '' : '/en', language };
}
