import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DISCREET_TITLE,
  discreetHeadIcons,
  NOT_FOUND_COPY,
  type HeadIcons,
  type Locale,
  type SiteOperator,
} from '@duet/contracts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { PageAssetTags } from './page-assets.ts';
import { renderSiteOperatorTag } from './site-operator.ts';

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="ru"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Duet</title></head><body><div id="root"></div></body></html>`;

const HEAD_SLOT = '<!--duet:head-->';
const SCRIPTS_SLOT = '<!--duet:scripts-->';
const ROOT = '<div id="root"></div>';

export type PageParts = {
  locale: Locale;
  /**
   * Title, description and, on public pages, canonical, hreflang and Open Graph (page-head.ts).
   * Without them: index.html's own description, under `title` (else "Duet").
   */
  headTags?: string;
  title?: string;
  /** Inline `<style>`s, font preloads and chunks (server-render.ts); none when the web app is not built. */
  assetTags?: PageAssetTags;
  /** The server-rendered markup of `#root`, which main.tsx hydrates. */
  renderedRoot?: string;
  /** A 404: its message goes into the markup, so that a client without JavaScript reads it. */
  notFoundPath?: string;
  /**
   * The device is in discreet mode (its `duet_discreet` cookie, ADR 0023): the page names nothing
   * from its first byte. Its title is the neutral word, its icons and manifest the plain note's, and
   * the head says nothing else about it (no description, no link previews).
   */
  isDiscreet?: boolean;
};

/**
 * Every `<link rel="…">` of the page, up to its `href="`, and the address after it: the build's
 * index.html also names its manifest link in a comment, which must not be the only one changed.
 */
const headLink = (rel: string) => new RegExp(`(<link rel="${rel}"[^>]*? href=")[^"]*"`, 'g');
const HEAD_LINKS: [RegExp, keyof HeadIcons][] = [
  [headLink('icon'), 'icon'],
  [headLink('apple-touch-icon'), 'appleTouchIcon'],
  [headLink('manifest'), 'manifest'],
];

/** The page with discreet mode's icons and manifest in place of Duet's. */
function withDiscreetIcons(html: string, locale: Locale): string {
  const icons = discreetHeadIcons(locale);
  return HEAD_LINKS.reduce(
    (page, [link, name]) => page.replaceAll(link, (_match, start: string) => `${start}${icons[name]}"`),
    html,
  );
}

/**
 * Starts a server-rendered page's scripts once the page has loaded (its document, fonts and icons)
 * and its first contentful paint is on screen: they only make it interactive, and on a slow network
 * they would otherwise take bandwidth from the fonts the first paint waits for (ADR 0022). Their
 * tags wait, inert, in the `<template>` it reads.
 *
 * The paint is the browser's own `first-contentful-paint` entry, reported once the frame has been
 * presented; the next animation frame comes before that, so the scripts started there were often
 * already loading when the page appeared. Without paint timing it falls back to the next frame, and
 * a page that never reports a paint still starts its scripts a few seconds after loading.
 */
const START_SCRIPTS_AFTER_PAINT = `(function () {
  function start() {
    var waiting = document.getElementById('page-scripts');
    if (!waiting) return;
    waiting.remove();
    Array.prototype.forEach.call(waiting.content.children, function (inert) {
      var tag = document.createElement(inert.localName);
      Array.prototype.forEach.call(inert.attributes, function (attribute) {
        tag.setAttribute(attribute.name, attribute.value);
      });
      document.head.appendChild(tag);
    });
  }
  function afterPaint() {
    setTimeout(start, 3000);
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') === -1) {
      requestAnimationFrame(function () { setTimeout(start); });
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;

/** The build's entry script and its preloads, as index.html names them. */
const SCRIPT_TAGS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;

const chunkPreload = (href: string) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`;

/**
 * The built index.html, ready to take any page: its own title and description replace the
 * generic ones, its styles replace the entry's render-blocking stylesheets, and `#root` carries
 * the page itself (or, on a 404, its message).
 */
export function createPageShell(
  webDistDir: string,
  { inlinesStyles, operator }: { inlinesStyles: boolean; operator: SiteOperator },
) {
  let template: string;
  let isBuilt = true;
  try {
    template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  } catch {
    template = FALLBACK_TEMPLATE;
    isBuilt = false;
  }
  // The theme must apply before the first paint, and a blocking request for it would delay that
  // paint: it goes inline, allowed by its hash in the pages' CSP (`inlineScripts`).
  const inlineScripts: string[] = [START_SCRIPTS_AFTER_PAINT];
  const themeTag = '<script src="/theme.js"></script>';
  if (template.includes(themeTag)) {
    const themeScript = readFileSync(join(webDistDir, 'theme.js'), 'utf8');
    inlineScripts.push(themeScript);
    template = template.replace(themeTag, () => `<script>${themeScript}</script>`);
  }
  template = template.replace('</head>', () => `  ${renderSiteOperatorTag(operator)}\n  </head>`);
  const description = /\s*(<meta\s+name="description"[^>]*>)/.exec(template);
  if (description) template = template.replace(description[0], '');
  template = template.replace(/<title>[^<]*<\/title>/, HEAD_SLOT);
  // The page's styles come inline instead (assetTags).
  if (inlinesStyles) template = template.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');

  const entryScripts = [...template.matchAll(SCRIPT_TAGS)].map((match) => match[1]!);
  const renderedTemplate = template
    .replace(SCRIPT_TAGS, '')
    .replace('</body>', `${SCRIPTS_SLOT}<script>${START_SCRIPTS_AFTER_PAINT}</script>\n  </body>`);

  return {
    isBuilt,
    inlineScripts,
    render(parts: PageParts): string {
      const { locale, notFoundPath, renderedRoot, assetTags } = parts;
      let root = ROOT;
      if (renderedRoot !== undefined) root = `<div id="root" data-rendered>${renderedRoot}</div>`;
      if (notFoundPath !== undefined) {
        const copy = NOT_FOUND_COPY[locale];
        root = `<div id="root"><main class="static-error"><h1>${copy.title}</h1><p>${escapeHtml(copy.line(notFoundPath))}</p></main></div>`;
      }
      const page = (renderedRoot === undefined ? template : renderedTemplate)
        .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
        .replace(HEAD_SLOT, () => {
          const headTags = parts.isDiscreet
            ? `<title>${DISCREET_TITLE[locale]}</title>`
            : (parts.headTags ??
              `<title>${escapeHtml(parts.title ?? 'Duet')}</title>${description?.[1] ?? ''}`);
          return [headTags, assetTags?.head ?? ''].join('\n    ');
        })
        .replace(SCRIPTS_SLOT, () => {
          const scripts = [...entryScripts, ...(assetTags?.chunks ?? []).map(chunkPreload)];
          return `<template id="page-scripts">${scripts.join('')}</template>`;
        })
        .replace(ROOT, () => root);
      return parts.isDiscreet ? withDiscreetIcons(page, locale) : page;
    },
  };
}
