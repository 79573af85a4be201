import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openSettled, pagesToVisit } from './page-list.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';

// Every page of the route table, once per screen in the project's language (Russian on the phone,
// English on the desktop), in both themes: as a visitor and as a signed-in person without a
// partner. States a page reaches only in a journey (a dialog, a list with entries) are checked by
// axe in that journey.

test('every page a visitor can open has no serious accessibility violation @mobile', async ({
  page,
  baseURL,
  language,
}) => {
  const paths = await pagesToVisit(page.request, language, 'visitor');
  // Each page is loaded and checked twice: the whole list takes longer than one test's 30 seconds.
  test.setTimeout(paths.length * 8_000);
  for (const path of paths) {
    await test.step(path, async () => {
      // The age gate first: once passed, a visitor no longer sees it.
      if (!path.endsWith('/18p/')) await passAgeGateAsVisitor(page.context(), baseURL!);
      await openSettled(page, path);
      await expectNoAxeViolations(page);
    });
  }
});

test('every page a signed-in person can open has no serious accessibility violation @mobile', async ({
  people,
  language,
}) => {
  const { page } = await people.person('axe');
  const paths = await pagesToVisit(page.request, language, 'member');
  test.setTimeout(paths.length * 8_000);
  for (const path of paths) {
    await test.step(path, async () => {
      await openSettled(page, path);
      await expectNoAxeViolations(page);
    });
  }
});

test('the main sections are reachable by keyboard', async ({ page, baseURL }) => {
  await passAgeGateAsVisitor(page.context(), baseURL!);
  await page.goto('/en/');
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
  await waitUntilInteractive(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: /skip to content/i })).toBeFocused();
  const reached: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    reached.push(name);
  }
  for (const section of ['Matches', 'Events', 'Notifications']) {
    expect(reached.some((name) => name.includes(section))).toBe(true);
  }
});
