import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { passAgeGateAsVisitor, signUp, waitUntilInteractive } from './session.ts';

const visitorPages = [
  '/',
  '/en/',
  '/about/',
  '/en/about/',
  '/18p/',
  '/en/auth/login/',
  '/privacy/',
  '/en/privacy/',
  '/terms/',
  '/en/terms/',
  '/accessibility/',
  '/en/accessibility/',
  '/nope/',
];
const memberPages = [
  '/en/',
  '/matches/',
  '/en/events/invitations/',
  '/profile/',
  '/en/profile/',
  '/profile/plans/',
  '/gift/',
  '/en/gift/',
  '/test-tinkoff/',
];

for (const path of visitorPages) {
  test(`${path} has no serious accessibility violation for a visitor @mobile`, async ({ page, baseURL }) => {
    if (path !== '/18p/') await passAgeGateAsVisitor(page.context(), baseURL!);
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('signed-in pages have no serious accessibility violation @mobile', async ({ page }, testInfo) => {
  // One account visits every page: ten axe runs take longer than one test's usual 30 seconds.
  test.slow();
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  await signUp(page, `axe-${stamp}`, `axe_${stamp}`);
  for (const path of memberPages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
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
