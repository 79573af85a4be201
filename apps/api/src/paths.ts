import { fileURLToPath } from 'node:url';

// This file sits directly in src/, and the bundle directly in dist/: '..' is the API package either way.
const apiRoot = new URL('../', import.meta.url);

export const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle/', apiRoot));
/** Tags, collections and one file per group of fantasies (ADR 0005, ADR 0029). */
export const CATALOGUE_DIR = fileURLToPath(new URL('seed/catalogue/', apiRoot));
export const PUBLIC_EVENTS_FILE = fileURLToPath(new URL('seed/public-events.yaml', apiRoot));
export const PLANS_FILE = fileURLToPath(new URL('seed/plans.yaml', apiRoot));
export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../web/dist/', apiRoot));
