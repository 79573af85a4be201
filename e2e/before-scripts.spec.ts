import { ACCEPTED_18P_COOKIE } from '@duet/contracts/plain';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import { snap } from './screens.ts';
import { waitUntilInteractive } from './session.ts';
import type { wordsIn } from './words.ts';

const SCRIPTS = '**/assets/*.js';
const SCRIPT_DELAY_MS = 3_000;

/** The page's scripts arrive three seconds late, as on a slow phone network. */
async function delayScripts(page: Page) {
  await page.route(SCRIPTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
}

/** Opens a page as soon as its HTML arrives: the load event would wait for the scripts. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

const notYetInteractive = (page: Page) =>
  expect(page.locator('#root:not([data-interactive])')).toBeAttached();

/** A button that needs scripts is disabled, greyed and untouchable until they have run. */
const looksUnavailable = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => {
    const style = getComputedStyle(button);
    return (
      (button as HTMLButtonElement).disabled && style.pointerEvents === 'none' && Number(style.opacity) < 1
    );
  });

/** A fantasy's page, the gate in front of it, and the gate's words, in the test's language. */
function gateIn({ t, prefix }: ReturnType<typeof wordsIn>) {
  const fantasy = `${prefix}/fantasies/candlelit-bath/`;
  return {
    fantasy,
    gate: `${prefix}/18p/?next=${encodeURIComponent(fantasy)}`,
    confirm: t('account:ageGate.confirm'),
    leave: t('account:ageGate.leave'),
    gateTitle: t('account:ageGate.title'),
  };
}

test("the 18+ gate takes a tap before the page's scripts have loaded @mobile", async ({
  page,
  baseURL,
  language,
  words,
}, testInfo) => {
  const { fantasy, gate, confirm, leave, gateTitle } = gateIn(words);
  await delayScripts(page);
  await open(page, fantasy);
  await expect(page).toHaveURL(`${baseURL}${gate}`);
  await expect(page.getByRole('heading', { level: 1, name: gateTitle })).toBeVisible();
  await notYetInteractive(page);
  // "Leave" needs the scripts (it goes back in history): until they run it does not pretend to work.
  expect(await looksUnavailable(page, leave)).toBe(true);
  expect(await looksUnavailable(page, confirm)).toBe(false);
  await snap(page, testInfo, language, 'age-gate-before-scripts');

  await page.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(`${baseURL}${fantasy}`);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === ACCEPTED_18P_COOKIE)?.value).toBe('1');

  // Once the late scripts have hydrated the page, the gate does not come back.
  await waitUntilInteractive(page);
  await expect(page).toHaveURL(`${baseURL}${fantasy}`);
  await expect(page.getByRole('heading', { level: 1, name: gateTitle })).toBeHidden();
  await snap(page, testInfo, language, 'fantasy-after-gate-before-scripts');
});

test('the 18+ gate works with no scripts at all @mobile', async ({ page, baseURL, words }) => {
  const { fantasy, gate, confirm, gateTitle } = gateIn(words);
  await page.route(SCRIPTS, (route) => route.abort());
  await open(page, gate);
  await page.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(`${baseURL}${fantasy}`);
  // The server rendered the fantasy's page, not the gate again.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: gateTitle })).toBeHidden();
  await expect(page.locator('#root[data-interactive]')).not.toBeAttached();
});

test('a button that needs scripts looks unavailable until they run, then works @mobile', async ({
  page,
  language,
  words,
}, testInfo) => {
  const { t } = words;
  const { fantasy, gate, confirm } = gateIn(words);
  await delayScripts(page);
  await open(page, gate);
  await page.getByRole('button', { name: confirm }).click();
  await page.waitForURL(`**${fantasy}`, { waitUntil: 'commit' });

  const banner = page.getByRole('region', { name: t('consent:banner.title') });
  const necessary = t('consent:banner.necessary');
  await expect(banner.getByRole('button', { name: necessary })).toBeVisible();
  await notYetInteractive(page);
  expect(await looksUnavailable(page, necessary)).toBe(true);
  expect(await looksUnavailable(page, t('consent:banner.allow'))).toBe(true);
  await snap(page, testInfo, language, 'consent-before-scripts');

  await waitUntilInteractive(page);
  expect(await looksUnavailable(page, necessary)).toBe(false);
  await banner.getByRole('button', { name: necessary }).click();
  await expect(banner).toBeHidden();
});

test('the 18+ gate is accessible before and after its scripts, in both themes @mobile', async ({
  page,
  language,
  words,
}, testInfo) => {
  const { fantasy, gate, confirm } = gateIn(words);
  await page.route(SCRIPTS, (route) => route.abort());
  await open(page, gate);
  await expect(page.getByRole('button', { name: confirm })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(gate);
  await waitUntilInteractive(page);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, language, 'age-gate');

  // Hydrated, the same form is handled in the page.
  await page.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(new RegExp(`${fantasy}$`));
});
