// Renders the installable app's icons from the Duet two-hearts mark (apps/web/src/components/ui/logo.tsx)
// with Debian's Chromium, never a downloaded browser. Run once when the mark changes; the PNGs are committed.
//   node scripts/generate-app-icons.mjs
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT_DIR = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const BACKGROUND = '#160E1A';
const ROSE = '#FF4F81';
const PEACH = '#FFB199';

/** The mark's own paths, coloured with the dark theme's tokens. */
const MARK = `
  <path fill="${ROSE}" d="M11.2 8C8.3 8 6 10.3 6 13.3c0 5.2 7.1 9.5 9 10.7 1.9-1.2 9-5.5 9-10.7C24 10.3 21.7 8 18.8 8c-1.6 0-3 .8-3.8 2-.8-1.2-2.2-2-3.8-2Z"/>
  <path fill="${PEACH}" d="M21.6 4.5c-1.5 0-2.6 1.2-2.6 2.7 0 2.6 3.4 4.8 4.4 5.4 1-.6 4.6-2.8 4.6-5.4 0-1.5-1.1-2.7-2.6-2.7-.8 0-1.5.4-2 1-.4-.6-1-1-1.8-1Z"/>`;

/**
 * `markShare` is the part of the square the mark's 32×32 box takes: maskable icons keep it inside the
 * central safe circle (80 % of the side), so launchers may crop them to any shape. The viewBox
 * is shifted so the two hearts' bounding box (x 6–28, y 4.5–24) sits in the middle.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, markShare: 0.78 },
  { file: 'icon-512.png', size: 512, markShare: 0.78 },
  { file: 'icon-maskable-512.png', size: 512, markShare: 0.56 },
  { file: 'apple-touch-icon-180.png', size: 180, markShare: 0.7 },
];

function iconHtml(size, markShare) {
  const mark = size * markShare;
  const offset = (size - mark) / 2;
  return `<!doctype html><html><body style="margin:0;background:${BACKGROUND}">
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="${BACKGROUND}"/>
  <svg x="${offset}" y="${offset}" width="${mark}" height="${mark}" viewBox="1 -1.75 32 32">${MARK}</svg>
</svg></body></html>`;
}

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, markShare } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(iconHtml(size, markShare));
    await page.screenshot({ path: `${OUT_DIR}${file}`, clip: { x: 0, y: 0, width: size, height: size } });
    console.log(`apps/web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
