import { expect, test, type Page } from './fixtures.ts';
import { passAgeGateAsVisitor, waitUntilInteractive } from './session.ts';
import { snap } from './screens.ts';
import { wordsIn, type Language } from './words.ts';

// Well-formed addresses of an invite and a gift that do not exist: each page says so in words.
const TOKEN = 'Visitor_language-token-32-chars_';
const CERT = 'visitor-language-gift';

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find(({ name }) => name === 'locale')?.value;

/** The same path in the other language, for the switch. */
const other = (language: Language): Language => (language === 'ru' ? 'en' : 'ru');

// The browser speaks the project's language (e2e/fixtures.ts): English on the desktop, Russian on
// the phone. The pages it opens are checked by axe with every page (wcag.spec.ts).
test("a visitor's browser language opens the unprefixed pages and shared links in it, and an explicit switch sticks @mobile", async ({
  page,
  baseURL,
  language,
  words: { t, prefix },
}, testInfo) => {
  const html = page.locator('html');

  // The first page: the age gate, in the browser's language, at that language's address.
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${baseURL}${prefix}/18p/`));
  await expect(html).toHaveAttribute('lang', language);
  await expect(page.getByRole('button', { name: t('account:ageGate.confirm') })).toBeVisible();
  await snap(page, testInfo, language, 'visitor-gate');
  // Only a language that had to be chosen is remembered; Russian is what unprefixed pages are anyway.
  expect(await localeCookie(page)).toBe(language === 'en' ? 'en' : undefined);

  // Links someone shared are unprefixed: they open in the visitor's language too.
  await passAgeGateAsVisitor(page.context(), baseURL!);
  await page.goto(`/join/${TOKEN}/`);
  await expect(page).toHaveURL(`${baseURL}${prefix}/join/${TOKEN}/`);
  await expect(page.getByRole('heading', { level: 1, name: t('account:join.invalidTitle') })).toBeVisible();
  await expect(html).toHaveAttribute('lang', language);
  await snap(page, testInfo, language, 'visitor-join');

  await page.goto(`/gift/${CERT}/?utm=chat`);
  await expect(page).toHaveURL(`${baseURL}${prefix}/gift/${CERT}/?utm=chat`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('gifts:certificate.notFoundTitle') }),
  ).toBeVisible();
  await snap(page, testInfo, language, 'visitor-gift');

  // An English address is a followed link: it stays English in any browser.
  await page.goto('/en/about/');
  await expect(page).toHaveURL(`${baseURL}/en/about/`);
  await expect(html).toHaveAttribute('lang', 'en');

  // Choosing the other language wins over the browser's, on every later visit and reload.
  const switched = other(language);
  const switchedWords = wordsIn(switched);
  await page.goto(`${prefix}/about/`);
  await waitUntilInteractive(page);
  await page
    .getByRole('button', { name: t(`language.${switched}`) })
    .first()
    .click();
  await expect(page).toHaveURL(`${baseURL}${switchedWords.prefix}/about/`);
  await expect(html).toHaveAttribute('lang', switched);
  expect(await localeCookie(page)).toBe(switched);
  await page.reload();
  await expect(page).toHaveURL(`${baseURL}${switchedWords.prefix}/about/`);
  await expect(html).toHaveAttribute('lang', switched);
  await page.goto(`/join/${TOKEN}/`);
  await expect(page).toHaveURL(`${baseURL}${switchedWords.prefix}/join/${TOKEN}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: switchedWords.t('account:join.invalidTitle') }),
  ).toBeVisible();
  await snap(page, testInfo, language, 'visitor-join-switched');
});
