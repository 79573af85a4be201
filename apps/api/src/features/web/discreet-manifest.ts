import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DISCREET_MANIFEST_ICONS,
  DISCREET_TITLE,
  discreetHeadIcons,
  LOCALES,
  type Locale,
} from '@duet/contracts';

/** The plain grey of the neutral icons: nothing of Duet's plum either. */
const NEUTRAL_COLOR = '#F2F1EF';

/**
 * Discreet mode's web app manifest in one language: the build's own, which says what the app is
 * (its id, start address, scope and display, so an installed Duet stays the same app), with a
 * neutral name, the plain note's icons and neutral colours, and no description.
 */
export function discreetManifest(duet: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const { id, start_url, scope, display, dir } = duet;
  return {
    id,
    name: DISCREET_TITLE[locale],
    short_name: DISCREET_TITLE[locale],
    lang: locale,
    dir,
    start_url,
    scope,
    display,
    background_color: NEUTRAL_COLOR,
    theme_color: NEUTRAL_COLOR,
    icons: DISCREET_MANIFEST_ICONS,
  };
}

/**
 * Serves `/discreet-{locale}.webmanifest`, which pages link in discreet mode (ADR 0023), from the
 * build's `manifest.webmanifest`; nothing when the build has none.
 */
export function registerDiscreetManifests(app: FastifyInstance, distDir: string): void {
  let duet: Record<string, unknown>;
  try {
    duet = JSON.parse(readFileSync(join(distDir, 'manifest.webmanifest'), 'utf8')) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const locale of LOCALES) {
    const body = JSON.stringify(discreetManifest(duet, locale));
    app.get(discreetHeadIcons(locale).manifest, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/manifest+json').send(body),
    );
  }
}
