import { describe, expect, it } from 'vitest';
import { LOCALES } from '@duet/contracts/plain';

const files = import.meta.glob<{ default: unknown }>('./*/*.json', { eager: true });

/** Every catalogue file on disk, as catalogues[locale][namespace]. */
const catalogues: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, locale = '', namespace = ''] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  (catalogues[locale] ??= {})[namespace] = module.default;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

/** Plain keys, and plural keys grouped by their base with the forms present. */
function keysOf(namespace: unknown) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const [key] of flatten(namespace)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) plain.add(key);
    else {
      const base = key.slice(0, match.index);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(match[1]!));
    }
  }
  return { plain, plurals };
}

const catalogue = (locale: string, namespace: string) => catalogues[locale]?.[namespace];

describe('locale catalogues', () => {
  const namespaces = Object.keys(catalogues.ru ?? {}).sort();

  it('have the same namespaces in every language', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(namespaces);
  });

  for (const namespace of namespaces) {
    it(`"${namespace}" has the same keys in every language`, () => {
      const reference = keysOf(catalogue('ru', namespace));
      for (const locale of LOCALES) {
        const keys = keysOf(catalogue(locale, namespace));
        expect([...keys.plain].sort(), locale).toEqual([...reference.plain].sort());
        expect([...keys.plurals.keys()].sort(), locale).toEqual([...reference.plurals.keys()].sort());
      }
    });

    it(`"${namespace}" has every plural form each language needs`, () => {
      for (const locale of LOCALES) {
        const required = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
        for (const [base, forms] of keysOf(catalogue(locale, namespace)).plurals) {
          for (const category of required)
            expect(forms, `${locale} ${namespace}:${base}`).toContain(category);
        }
      }
    });

    it(`"${namespace}" has no empty or non-string values`, () => {
      for (const locale of LOCALES) {
        const bad = flatten(catalogue(locale, namespace))
          .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
          .map(([key]) => key);
        expect(bad, locale).toEqual([]);
      }
    });
  }
});
