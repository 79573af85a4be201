import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale, RenderPage } from '@duet/contracts';
import { createPageAssets, renderAssetTags, type PageAssetTags } from './page-assets.ts';

export type ServerRenderer = {
  renderPage: RenderPage;
  /** Inline styles, font and chunk preloads for a page showing these source modules. */
  assetTags(modules: string[], locale: Locale): PageAssetTags;
};

/**
 * The web build's server entry (`apps/web/dist-server/entry-server.js`, next to `dist/`) and its
 * manifest, or null when the web app was built without them (or not at all): pages are then the
 * plain shell, rendered in the browser only.
 */
export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const entry = join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry) || !existsSync(join(distDir, '.vite', 'manifest.json'))) return null;
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const assets = createPageAssets(distDir);
  // A build never changes under a running server: each page's tags are put together once.
  const tagsByPage = new Map<string, PageAssetTags>();
  return {
    renderPage,
    assetTags(modules, locale) {
      const key = `${locale} ${modules.join(' ')}`;
      let tags = tagsByPage.get(key);
      if (tags === undefined) {
        tags = renderAssetTags(assets, modules, locale);
        tagsByPage.set(key, tags);
      }
      return tags;
    },
  };
}
