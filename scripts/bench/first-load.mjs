// The first load of every public page as an outsider measures it: open the page on a running server
// (following its redirects), take every script and module preload its HTML references (those waiting
// in `<template id="page-scripts">` included, ADR 0022) and whatever they import statically, fetch
// each and add up their gzip sizes. `npm run bench` and `npm run bench:first-load` write it into
// docs/benchmarks.md; e2e/first-load.spec.ts keeps it under the limit in CI.
import { gzipSync } from 'node:zlib';
import {
  ACCEPTED_18P_COOKIE,
  ACCEPTED_18P_VALUE,
  LOCALES,
  PAGE_ROUTES,
  localizePath,
} from '@duet/contracts/plain';

/** Issue 33's goal for every public page, KB of gzip. */
export const FIRST_LOAD_BUDGET_KB = 120;
/**
 * What CI lets no page exceed, KB of gzip: the heaviest page of today plus a little. It is above the
 * goal because React DOM, React Router, i18next and TanStack Query alone take 118 KB
 * (docs/measurements.md#first-load-of-every-public-page-issue-33-2026-11-27); it comes down to the goal when they do.
 */
export const FIRST_LOAD_LIMIT_KB = 190;

/** Every page is opened twice: as a first visit, and by a visitor who has passed the 18+ gate. */
export const VISITORS = [
  { name: 'first visit', cookie: '' },
  { name: 'after the gate', cookie: `${ACCEPTED_18P_COOKIE}=${ACCEPTED_18P_VALUE}` },
];

const MAX_REDIRECTS = 5;
const GZIP_LEVEL = 9;

/**
 * Every page of the shared route table in both languages, with real values for the parameters the
 * server checks (a fantasy, a collection) and well-formed ones for the rest; and an unknown address.
 */
export async function publicPagePaths(origin) {
  const catalogue = async (path) => {
    const response = await fetch(`${origin}/api/v0/${path}`);
    if (!response.ok) throw new Error(`GET /api/v0/${path}: ${response.status}`);
    return response.json();
  };
  const [fantasy, other] = await catalogue('fantasies/?paginator=off');
  const [collection] = await catalogue('fantasies/collections/?paginator=off');
  const values = {
    slug: fantasy.slug,
    slug2: other.slug,
    cert: 'GiftCertificate0001',
    token: 'a'.repeat(32),
  };
  const concrete = (pattern) =>
    pattern.replace(/:(\w+)/g, (_, name) =>
      pattern.startsWith('/collections/') ? collection.slug : values[name],
    );
  return [...PAGE_ROUTES.map((route) => concrete(route.path)), '/no-such-page/'].flatMap((path) =>
    LOCALES.map((locale) => localizePath(path, locale)),
  );
}

const ATTRIBUTE = /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(tag) {
  const found = {};
  for (const [, name, ...values] of tag.replace(/^<\w+/, '').matchAll(ATTRIBUTE))
    found[name.toLowerCase()] = values.find((value) => value !== undefined) ?? '';
  return found;
}

/** What a page's HTML references: `<script src>` and `<link rel="modulepreload">`, in order, once each. */
export function referencedScripts(html) {
  const files = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const isPreload = name.toLowerCase() === 'link' && attrs.rel?.split(/\s+/).includes('modulepreload');
    const href = name.toLowerCase() === 'script' ? attrs.src : isPreload ? attrs.href : undefined;
    if (href && !files.includes(href)) files.push(href);
  }
  return files;
}

/** The relative specifiers a built module imports (or re-exports) statically. */
export function staticImports(code) {
  return [
    ...code.matchAll(
      /(?:^|[;{}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']((?:\.{1,2}\/|\/)[^"']+)["']/g,
    ),
  ].map((match) => match[1]);
}

/**
 * Opens `path` as a visitor with `cookie`, following the server's redirects as a browser would, and
 * sizes what the page it lands on loads before it runs: the scripts and preloads its HTML names and
 * their static imports, each file gzipped at level 9. `sizes` caches the files between pages.
 */
export async function firstLoadOf(origin, path, cookie, sizes = new Map()) {
  let url = new URL(path, origin);
  let response;
  for (let hop = 0; ; hop++) {
    response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    if (hop === MAX_REDIRECTS) throw new Error(`${path}: more than ${MAX_REDIRECTS} redirects`);
    await response.body?.cancel();
    url = new URL(location, url);
  }
  const html = await response.text();
  const files = [];
  const visit = async (href, base) => {
    const file = new URL(href, base);
    if (file.origin !== url.origin) throw new Error(`${path} loads ${file} from elsewhere`);
    if (files.some((known) => known.path === file.pathname)) return;
    if (!sizes.has(file.pathname)) {
      const script = await fetch(file);
      if (!script.ok) throw new Error(`${path}: ${file.pathname} answered ${script.status}`);
      const body = Buffer.from(await script.arrayBuffer());
      sizes.set(file.pathname, {
        gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
        imports: staticImports(body.toString('utf8')),
      });
    }
    const { gzipBytes, imports } = sizes.get(file.pathname);
    files.push({ path: file.pathname, gzipBytes });
    for (const imported of imports) await visit(imported, file);
  };
  for (const href of referencedScripts(html)) await visit(href, url);
  return {
    status: response.status,
    shown: `${url.pathname}${url.search}`,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** Every public page as each visitor: one row per page, with each visitor's page and first load. */
export async function measureFirstLoads(origin) {
  const sizes = new Map();
  const rows = [];
  for (const path of await publicPagePaths(origin)) {
    const visits = [];
    for (const visitor of VISITORS) visits.push(await firstLoadOf(origin, path, visitor.cookie, sizes));
    rows.push({ path, visits });
  }
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
export const isWithinBudget = (bytes) => bytes / 1024 <= FIRST_LOAD_BUDGET_KB;

/** The heaviest first load of all rows: `{ path, visitor, gzipBytes }`. */
export function heaviest(rows) {
  return rows
    .flatMap((row) => row.visits.map((visit, i) => ({ path: row.path, visitor: VISITORS[i].name, ...visit })))
    .reduce((worst, visit) => (visit.gzipBytes > worst.gzipBytes ? visit : worst));
}

export const FIRST_LOAD_HEADING = '## First load of every public page';

/**
 * The section of docs/benchmarks.md: one row per page, both visitors; with `before` (the same rows
 * measured on another build) each figure as before → after.
 */
export function firstLoadSection(rows, { before, intro = [] } = {}) {
  const beforeOf = (path, i) => before?.find((row) => row.path === path)?.visits[i];
  const cell = (path, i, visit) => {
    const shown = visit.shown === path ? 'itself' : visit.shown;
    const earlier = beforeOf(path, i);
    const files = earlier ? `${earlier.files.length} → ${visit.files.length}` : `${visit.files.length}`;
    const size = earlier ? `${kb(earlier.gzipBytes)} → ${kb(visit.gzipBytes)}` : kb(visit.gzipBytes);
    return `${shown === 'itself' ? shown : `\`${shown}\``} | ${files} | ${size}`;
  };
  const over = rows.flatMap((row) => row.visits.filter((visit) => !isWithinBudget(visit.gzipBytes)));
  const worst = heaviest(rows);
  const visitCount = rows.length * VISITORS.length;
  return [
    FIRST_LOAD_HEADING,
    '',
    ...intro,
    `What a page's HTML makes the browser load before the page runs, counted as an outsider counts it: every \`<script src>\` and \`<link rel="modulepreload">\` of the server's answer (the ones waiting in \`<template id="page-scripts">\` included) and what they import statically, each file gzipped at level ${GZIP_LEVEL}, added up. Every page of the route table in both languages (and an unknown address), opened from the running build as a first visit (no cookie, so most pages answer with the 18+ gate) and after the gate (\`${VISITORS[1].cookie}\`), redirects followed; "shown" is where that left the visitor. Goal: ≤ ${FIRST_LOAD_BUDGET_KB} KB for every page (issue 33); CI (\`e2e/first-load.spec.ts\`) fails any page over ${FIRST_LOAD_LIMIT_KB} KB.`,
    '',
    `| page | first visit: shown | files | KB gzip${before ? ' (before → after)' : ''} | after the gate: shown | files | KB gzip${before ? ' (before → after)' : ''} | ≤ ${FIRST_LOAD_BUDGET_KB} KB |`,
    '|---|---|---:|---:|---|---:|---:|---|',
    ...rows.map(
      ({ path, visits }) =>
        `| \`${path}\` | ${visits.map((visit, i) => cell(path, i, visit)).join(' | ')} | ${visits.every((visit) => isWithinBudget(visit.gzipBytes)) ? 'met' : '**over**'} |`,
    ),
    '',
    `Over ${FIRST_LOAD_BUDGET_KB} KB: ${over.length} of ${visitCount} page visits; the heaviest is \`${worst.path}\` (${worst.visitor}), ${kb(worst.gzipBytes)} KB in ${worst.files.length} files.`,
    '',
  ];
}

/** Replaces the first-load section of a benchmarks document (or appends it). */
export function replaceFirstLoadSection(document, section) {
  const start = document.indexOf(FIRST_LOAD_HEADING);
  if (start === -1) return `${document.trimEnd()}\n\n${section.join('\n')}`;
  const next = document.indexOf('\n## ', start + FIRST_LOAD_HEADING.length);
  return `${document.slice(0, start)}${section.join('\n')}${next === -1 ? '' : document.slice(next + 1)}`;
}
