import { expect, test } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { fetchCatalogue } from './catalogue-api.ts';
import { showCard } from './feed.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';

test('the feed shows the catalogue in the page language and opens a fantasy', async ({
  page,
  request,
  baseURL,
}) => {
  await passAgeGateAsVisitor(page.context(), baseURL!);
  const fantasies = await fetchCatalogue(request, 'en');
  await page.goto('/en/');
  await expect(page.getByText(`${fantasies.length} fantasies`, { exact: true })).toBeVisible();
  // The grid shows its random order 24 cards at a time; "Show more" brings the rest.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
  await showCard(page, fantasies[0]!.title);
  await page.getByRole('link', { name: fantasies[0]!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/en/fantasies/${fantasies[0]!.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fantasies[0]!.title);
});

test('a visitor meets the age gate first, and it remembers the answer', async ({ page }) => {
  await page.goto('/en/');
  await expect(page).toHaveURL(/\/en\/18p\/\?next=/);
  await waitUntilInteractive(page);
  await page.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main sections' })).toBeVisible();
});

test('the API documentation renders', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByText('Duet API').first()).toBeVisible();
  await expect(page.getByText(endpointUrl(endpoints.listFantasies), { exact: true }).first()).toBeVisible();
});

test('on a visitor’s phone the first card, its teaser and its buttons are in the first screen @mobile', async ({
  page,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone layout');
  await passAgeGateAsVisitor(page.context(), baseURL!);
  await page.goto('/en/');
  await page
    .getByRole('region', { name: 'A word about privacy' })
    .getByRole('button', { name: 'Only necessary' })
    .click();
  // The deck's buttons sit under its top card.
  await expect(page.getByRole('button', { name: /^Like / }).first()).toBeInViewport();
  await expect(page.getByRole('article').first().locator('.fantasy-card__teaser')).toBeInViewport();
  // What signing in brings still says so, after the card.
  await expect(page.getByText('Likes and matches arrive with sign-in')).toBeAttached();
});
