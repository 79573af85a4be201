import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@duet/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What a page needs before it can show and run: its stylesheets and its JavaScript chunks. */
export type PageAssets = { css: string[]; js: string[] };

/**
 * Reads the web build's Vite manifest (`dist/.vite/manifest.json`) to tell, for the source modules a
 * page renders (its layout and screen), every CSS file and JS chunk they pull in, transitively.
 */
export function createPageAssets(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

  function collect(key: string, assets: PageAssets, seen: Set<string>): void {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    assets.js.push(`/${chunk.file}`);
    assets.css.push(...(chunk.css ?? []).map((file) => `/${file}`));
    for (const imported of chunk.imports ?? []) collect(imported, assets, seen);
  }

  return {
    /**
     * Every stylesheet of the entry (`index.html`) and the modules, and the JS chunks the modules
     * add to what index.html already loads; each file once.
     */
    forModules(modules: string[]): PageAssets {
      const entry: PageAssets = { css: [], js: [] };
      const seen = new Set<string>();
      collect('index.html', entry, seen);
      const added: PageAssets = { css: [], js: [] };
      for (const key of modules) collect(key, added, seen);
      return { css: [...new Set([...entry.css, ...added.css])], js: [...new Set(added.js)] };
    },
    /** The text of a built stylesheet. */
    styleText(href: string): string {
      return readFileSync(join(distDir, href), 'utf8');
    },
  };
}

/**
 * The font files a page's first screen is set in: the Latin subset everywhere (the name, digits,
 * English) and the Cyrillic one in Russian. Preloaded, they usually arrive in time for the first
 * paint, which the font's `font-display: optional` waits for only briefly (ADR 0022).
 */
const FIRST_SCREEN_FONTS: Record<Locale, RegExp> = {
  ru: /-(latin|cyrillic)-wght-normal-[\w-]+\.woff2$/,
  en: /-latin-wght-normal-[\w-]+\.woff2$/,
};

function fontFiles(cssText: string): string[] {
  return [...cssText.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]!);
}

/** A page's own head tags (fonts, styles), and the JS chunks it adds to the entry's. */
export type PageAssetTags = { head: string; chunks: string[] };

/**
 * The page's stylesheets inline, so its first paint waits for no request. Each `<style>` is followed
 * by a disabled `<link>` to the same file, which browsers do not fetch: Vite's chunk loader sees it
 * and does not load that stylesheet again when the page's chunk arrives.
 */
export function renderAssetTags(
  reader: ReturnType<typeof createPageAssets>,
  modules: string[],
  locale: Locale,
): PageAssetTags {
  const { css, js } = reader.forModules(modules);
  const fonts = css
    .flatMap((href) => fontFiles(reader.styleText(href)))
    .filter((href) => FIRST_SCREEN_FONTS[locale].test(href));
  const head = [
    ...[...new Set(fonts)].map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...css.map(
      (href) =>
        `<style>${reader.styleText(href)}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled />`,
    ),
  ].join('\n    ');
  return { head, chunks: js };
}
