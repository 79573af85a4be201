import { useEffect, useState } from 'react';
import type { Locale } from '@duet/contracts';

type Hyphenate = (text: string) => string;

// The patterns weigh ~30 kB gzipped each: loaded only when a deep id grid shows.
const loadHyphenator: Record<Locale, () => Promise<Hyphenate>> = {
  ru: async () => (await import('hyphen/ru')).hyphenateSync,
  en: async () => (await import('hyphen/en')).hyphenateSync,
};

const asWritten: Hyphenate = (text) => text;

/**
 * Puts soft hyphens where the language allows a break. The deep id's narrow tiles break long
 * Russian words, and CSS `hyphens: auto` depends on dictionaries some browsers lack (Chromium on
 * Linux): with these marks every browser breaks «ботаническом» with a hyphen. Titles show as written
 * until the patterns arrive, or if they fail to load.
 */
export function useHyphenate(locale: Locale): Hyphenate {
  const [hyphenate, setHyphenate] = useState<{ locale: Locale; run: Hyphenate } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadHyphenator[locale]()
      .then((run) => isCurrent && setHyphenate({ locale, run }))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [locale]);
  return hyphenate?.locale === locale ? hyphenate.run : asWritten;
}
