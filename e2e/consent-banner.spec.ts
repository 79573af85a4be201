import { expect, test } from './fixtures.ts';

test('the unanswered consent banner never hides a card’s buttons, by pointer or by keyboard @mobile', async ({
  people,
}) => {
  const { page } = await people.person('banner', { banner: 'none' });
  await page.goto('/en/');
  const banner = page.getByRole('region', { name: 'A word about privacy' });
  await expect(banner).toBeVisible();
  const dislikes = page.getByRole('button', { name: /^Not for me: / });
  await expect(dislikes.first()).toBeVisible();

  // A trial click scrolls to the button and fails if anything else would receive the click.
  for (const button of await dislikes.all()) await button.click({ trial: true, timeout: 5_000 });

  // Scrolled to from above, as keyboard focus does, the last button stops above the banner.
  const last = dislikes.last();
  await page.evaluate(() => window.scrollTo(0, 0));
  await last.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const [button, cover] = [await last.boundingBox(), await banner.boundingBox()];
  expect(button!.y + button!.height).toBeLessThanOrEqual(cover!.y);
});
