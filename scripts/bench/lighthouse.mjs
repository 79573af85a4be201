// Lighthouse's mobile performance audit of the public pages, in Debian's Chromium: its default
// profile, a mid-range phone on a simulated slow 4G network and a 4× slower CPU.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

/** Lighthouse's own advice: one run varies by several points, the median of five much less. */
export const RUNS_PER_PAGE = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/**
 * The score (0–100) and the paint and shift figures of each page: of `RUNS_PER_PAGE` audits one
 * after another, the median run (Lighthouse's `computeMedianRun`: closest to the median FCP and
 * time to interactive), with the lowest and highest score beside it.
 */
export async function lighthouseScores(origin, pages) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const rows = [];
    for (const { name, path } of pages) {
      const runs = [];
      const failures = [];
      // A run Lighthouse itself could not complete (NO_NAVSTART, seen now and then after a
      // redirect) is run again, up to as many times as runs were asked for, and counted.
      while (runs.length < RUNS_PER_PAGE && failures.length < RUNS_PER_PAGE) {
        const { lhr } = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        if (lhr.runtimeError) failures.push(lhr.runtimeError.code);
        else runs.push(lhr);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not audit ${path}: ${failures.join(', ')}`);
      const lhr = computeMedianRun(runs);
      const scores = runs.map((run) => Math.round(run.categories.performance.score * 100));
      const value = (id) => lhr.audits[id].numericValue;
      const row = {
        name,
        path,
        shown: new URL(lhr.finalDisplayedUrl).pathname,
        score: Math.round(lhr.categories.performance.score * 100),
        minScore: Math.min(...scores),
        maxScore: Math.max(...scores),
        failures,
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        cls: value('cumulative-layout-shift'),
        tbt: value('total-blocking-time'),
        // Lighthouse's own measure of the host's CPU, per run: it throttles the CPU by a fixed 4×
        // of whatever the host is, so a slower host scores lower.
        benchmarkIndexes: runs.map((run) => run.environment.benchmarkIndex),
      };
      console.log(
        `Lighthouse ${name} (${path}): ${row.score} (runs ${row.minScore}–${row.maxScore}${failures.length ? `; failed runs: ${failures.join(', ')}` : ''}), FCP ${row.fcp.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
