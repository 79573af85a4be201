import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const REPORTED = new Set(['moderate', 'serious', 'critical']);

/** The rules whose outcome a theme can change: the rest read the page's structure, not its colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Fails on any moderate, serious or critical accessibility violation of the page as it is now, in
 * the light and the dark theme (issue 12: both themes clean): every rule in the light theme, and in
 * the dark one the rules about colour, all a theme changes. `soft` goes on after a failure.
 */
export async function expectNoAxeViolations(page: Page, { soft = false }: { soft?: boolean } = {}) {
  // One axe run takes seconds on a full page: about 12 s for the catalogue's 96 cards on a 2-core
  // machine. A test that checks one such page says so at its start (`test.slow()`), so that its
  // setup runs on the longer budget too.
  const check = soft ? expect.soft : expect;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const found = await violationsOf(page, colorScheme === 'light' ? undefined : COLOUR_RULES);
    check(found, `axe in the ${colorScheme} theme on ${new URL(page.url()).pathname}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: null });
}

async function violationsOf(page: Page, rules?: string[]) {
  // Colours are only final once fades (dialogs take 0.2 s) and a theme's transitions have finished;
  // two frames first, so a transition the theme change just started is among the animations.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  });
  // Only the violations are read: leaving out the passes' details saves up to half an axe run.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((violation) => REPORTED.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    );
}
