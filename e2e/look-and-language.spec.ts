import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { parse } from 'yaml';
import { fetchCatalogue } from './catalogue-api.ts';
import { misfitButtons, overflowOf } from './layout.ts';
import { waitUntilInteractive } from './session.ts';
import { snap } from './screens.ts';
import { LANGUAGES, wordsIn } from './words.ts';

type SeededEvent = {
  name: { ru: string; en: string };
  city?: { ru: string; en: string };
  locales?: string[];
};
const seededEvents = (
  parse(readFileSync(new URL('../apps/api/seed/public-events.yaml', import.meta.url), 'utf8')) as {
    events: (SeededEvent & { starts_at: string })[];
  }
).events.filter((event) => new Date(event.starts_at).getTime() > Date.now());

for (const language of LANGUAGES) {
  test(`${language}: every screen speaks the language, fits the screen and has the settings a polished app has @mobile`, async ({
    page: visitor,
    people,
  }, testInfo) => {
    const { t, prefix } = wordsIn(language);

    // The 18+ gate: "Leave" goes back to where the visitor came from, never to a blank page.
    await visitor.goto(`${prefix}/about/`);
    const about = visitor.url();
    await visitor.goto(`${prefix}/`);
    await expect(visitor).toHaveURL(/\/18p\//);
    await waitUntilInteractive(visitor);
    await visitor.getByRole('button', { name: t('account:ageGate.leave') }).click();
    await expect(visitor).toHaveURL(about);

    // The 404 page is a real 404, in the page's language.
    const missing = await visitor.goto(`${prefix}/no-such-page/`);
    expect(missing?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: t('error.notFound.title') })).toBeVisible();
    await expect(visitor.getByRole('link', { name: t('error.home'), exact: true })).toBeVisible();
    expect(await overflowOf(visitor)).toBe(0);
    await snap(visitor, testInfo, language, 'not-found');

    const { page } = await people.person('look');

    // A fantasy's page: like, maybe and not-for-me share one row, each word on one line, within
    // the margins (issue 31: at 412 px the row ran past the margin).
    const light = (await fetchCatalogue(page.request, language)).find(
      (fantasy) => fantasy.difficulty === 'light',
    )!;
    await page.goto(`${prefix}/fantasies/${light.slug}/`);
    const detail = page.getByRole('main').getByRole('article').first();
    const answers = detail
      .getByRole('button', { name: t('matches:like.like', { title: light.title }) })
      .locator('..');
    await expect(answers.getByRole('button')).toHaveCount(3);
    expect(await misfitButtons(answers, detail)).toEqual([]);
    expect(await overflowOf(page)).toBe(0);
    await snap(page, testInfo, language, 'fantasy-page');

    // The matches tabs name the deep id in the language.
    await page.goto(`${prefix}/matches/deepid/`);
    await expect(
      page.getByRole('navigation', { name: t('tabs.matches.label') }).getByRole('link', {
        name: t('tabs.matches.deepid'),
      }),
    ).toBeVisible();
    // Nothing chosen yet: the nine couples match on most, to start from.
    await expect(page.getByText(t('matches:deepid.popular'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('matches:deepid.edit') })).toBeVisible();
    // Long words in the narrow tiles break with a hyphen in any browser: they carry soft hyphens.
    const tiles = page.getByRole('list', { name: t('matches:deepid.title') }).getByRole('link');
    await expect.poll(async () => (await tiles.allTextContents()).join('')).toContain('\u00AD');
    expect(await overflowOf(page)).toBe(0);
    await snap(page, testInfo, language, 'deepid');

    // Public events carry their city and only those for this language's visitors are shown.
    await page.goto(`${prefix}/events/events/`);
    const publicEvents = page.getByRole('region', { name: t('events:public.title') });
    for (const event of seededEvents) {
      const card = publicEvents.getByRole('listitem').filter({ hasText: event.name[language] });
      if (event.locales && !event.locales.includes(language)) await expect(card).toHaveCount(0);
      else {
        await expect(card).toBeVisible();
        if (event.city) await expect(card.getByText(event.city[language])).toBeVisible();
      }
    }
    expect(await overflowOf(page)).toBe(0);
    await snap(page, testInfo, language, 'events-public');

    // The plans: in Russian a savings badge and the best value chosen; in English, where to buy.
    await page.goto(`${prefix}/profile/plans/`);
    if (language === 'ru') {
      const savings = new RegExp(t('premium:plans.savings', { percent: '\\d+' }));
      const chosen = page.locator('label').filter({ has: page.getByRole('radio', { checked: true }) });
      await expect(chosen.first()).toContainText(savings);
    } else {
      await expect(page.getByRole('radio')).toHaveCount(0);
    }
    expect(await overflowOf(page)).toBe(0);
    await snap(page, testInfo, language, 'plans');

    // The profile has a theme switch, remembered after a reload.
    await page.goto(`${prefix}/profile/`);
    const theme = page.getByLabel(t('account:profile.theme'));
    await theme.selectOption({ label: t('theme.dark') });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByLabel(t('account:profile.theme'))).toHaveValue('dark');
    expect(await overflowOf(page)).toBe(0);
    await snap(page, testInfo, language, 'profile-dark');
    await page.getByLabel(t('account:profile.theme')).selectOption({ label: t('theme.system') });
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);

    // After logout this device remembers the adult: the feed opens without asking again.
    await page.getByRole('button', { name: t('account:profile.logout'), exact: true }).click();
    await page.goto(`${prefix}/`);
    await expect(page.getByRole('heading', { level: 1, name: t('fantasies:feed.title') })).toBeVisible();
    expect(page.url()).not.toMatch(/\/18p\//);
  });
}
