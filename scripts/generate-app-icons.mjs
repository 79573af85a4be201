// Renders the installable app's icons from the Duet two-hearts mark (apps/web/src/components/ui/logo.tsx),
// and discreet mode's neutral note icons (apps/web/public/icons/neutral.svg, ADR 0023), with
// Debian's Chromium, never a downloaded browser. Run once when a mark changes; the PNGs are committed.
//   node scripts/generate-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT_DIR = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const ROSE = '#FF4F81';
const PEACH = '#FFB199';

/** The mark's own paths, coloured with the dark theme's tokens, on the dark background. */
const DUET = {
  background: '#160E1A',
  // The two hearts' bounding box (x 6–28, y 4.5–24) sits in the middle of this box.
  viewBox: '1 -1.75 32 32',
  mark: `
  <path fill="${ROSE}" d="M11.2 8C8.3 8 6 10.3 6 13.3c0 5.2 7.1 9.5 9 10.7 1.9-1.2 9-5.5 9-10.7C24 10.3 21.7 8 18.8 8c-1.6 0-3 .8-3.8 2-.8-1.2-2.2-2-3.8-2Z"/>
  <path fill="${PEACH}" d="M21.6 4.5c-1.5 0-2.6 1.2-2.6 2.7 0 2.6 3.4 4.8 4.4 5.4 1-.6 4.6-2.8 4.6-5.4 0-1.5-1.1-2.7-2.6-2.7-.8 0-1.5.4-2 1-.4-.6-1-1-1.8-1Z"/>`,
};

/** The plain note of neutral.svg on a light grey: what a home screen shows in discreet mode. */
const NEUTRAL = {
  background: '#F2F1EF',
  viewBox: '0 0 32 32',
  mark: `
  <rect x="5" y="3" width="22" height="26" rx="3" fill="#FFFFFF" stroke="#8A8784" stroke-width="2"/>
  <path d="M10 11h12M10 16h12M10 21h8" stroke="#8A8784" stroke-width="2" stroke-linecap="round"/>`,
};

/**
 * `markShare` is the part of the square the mark's 32×32 box takes: maskable icons keep it inside the
 * central safe circle (80 % of the side), so launchers may crop them to any shape.
 */
const ICONS = [
  { art: DUET, file: 'icon-192.png', size: 192, markShare: 0.78 },
  { art: DUET, file: 'icon-512.png', size: 512, markShare: 0.78 },
  { art: DUET, file: 'icon-maskable-512.png', size: 512, markShare: 0.56 },
  { art: DUET, file: 'apple-touch-icon-180.png', size: 180, markShare: 0.7 },
  { art: NEUTRAL, file: 'neutral-192.png', size: 192, markShare: 0.72 },
  { art: NEUTRAL, file: 'neutral-512.png', size: 512, markShare: 0.72 },
  { art: NEUTRAL, file: 'neutral-maskable-512.png', size: 512, markShare: 0.56 },
  { art: NEUTRAL, file: 'neutral-apple-touch-icon-180.png', size: 180, markShare: 0.66 },
];

function iconHtml({ background, viewBox, mark: paths }, size, markShare) {
  const mark = size * markShare;
  const offset = (size - mark) / 2;
  return `<!doctype html><html><body style="margin:0;background:${background}">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${background}"/>
  <svg x="${offset}" y="${offset}" width="${mark}" height="${mark}" viewBox="${viewBox}">${paths}</svg>
</svg></body></html>`;
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { art, file, size, markShare } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconHtml(art, size, markShare));
    await page.screenshot({ path: `${OUT_DIR}${file}`, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`apps/web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
