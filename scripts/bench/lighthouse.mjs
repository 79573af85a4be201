// Lighthouse's mobile performance audit of the public pages, in Debian's Chromium: its default
// profile, a mid-range phone on a simulated slow 4G network and a 4× slower CPU.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The score (0–100) and the paint and shift figures of each page, audited one after another. */
export async function lighthouseScores(origin, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const { name, path } of pages) {
      const { lhr } = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const value = (id) => lhr.audits[id].numericValue;
      const row = {
        name,
        path,
        shown: new URL(lhr.finalDisplayedUrl).pathname,
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbt: value('total-blocking-time'),
      };
      console.log(
        `Lighthouse ${name} (${path}): ${row.score}, FCP ${row.fcp.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
