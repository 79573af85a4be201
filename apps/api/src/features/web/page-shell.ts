import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_COPY, type Locale } from '@duet/contracts';

const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="ru"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Duet</title></head><body><div id="root"></div></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The built index.html, ready to serve for any page. Error pages carry their message in the
 * markup itself, so that a client without JavaScript (or curl) reads it; React replaces it.
 */
export function createPageShell(webDistDir: string) {
  let template: string;
  let isBuilt = true;
  try {
    template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  } catch {
    template = FALLBACK_TEMPLATE;
    isBuilt = false;
  }

  return {
    isBuilt,
    render({ locale, notFoundPath }: { locale: Locale; notFoundPath?: string }): string {
      let html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
      if (notFoundPath !== undefined) {
        const copy = NOT_FOUND_COPY[locale];
        const content = `<main class="static-error"><h1>${copy.title}</h1><p>${escapeHtml(copy.line(notFoundPath))}</p></main>`;
        html = html.replace('<div id="root"></div>', `<div id="root">${content}</div>`);
      }
      return html;
    },
  };
}
