import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { passAgeGateAsVisitor, signUp } from './session.ts';

const stamp = Date.now().toString(36);

/** The invite-by-link journey's words: English on the desktop project, Russian on the phone. */
const WORDS = {
  en: {
    prefix: '/en',
    nudge: 'Duet works for two',
    create: 'Create an invite link',
    field: 'Your invite link',
    copy: 'Copy the invite link',
    copied: 'Link copied',
    invites: (name: string) => `${name} invites you to be a couple`,
    signInToAccept: 'Sign in to accept',
    signInDialog: 'Sign in to continue',
    name: 'Name',
    signIn: 'Sign in',
    username: 'Username',
    createAccount: 'Create account',
    couple: (name: string) => `You are a couple with ${name}`,
    profileCouple: (name: string) => `You are a couple with ${name}`,
    feed: 'Fantasies',
    like: /^Like /,
    dead: 'This invite link no longer works',
  },
  ru: {
    prefix: '',
    nudge: 'Duet — это на двоих',
    create: 'Создать ссылку-приглашение',
    field: 'Ваша ссылка-приглашение',
    copy: 'Копировать ссылку-приглашение',
    copied: 'Ссылка скопирована',
    invites: (name: string) => `${name} приглашает вас стать парой`,
    signInToAccept: 'Войти и принять',
    signInDialog: 'Войдите, чтобы продолжить',
    name: 'Имя',
    signIn: 'Войти',
    username: 'Имя пользователя',
    createAccount: 'Создать аккаунт',
    couple: (name: string) => `Теперь вы пара с ${name}`,
    profileCouple: (name: string) => `Вы в паре с ${name}`,
    feed: 'Фантазии',
    like: /^Нравится/,
    dead: 'Эта ссылка-приглашение больше не действует',
  },
};

test('a new person invites by link from the feed; the partner signs up from the link and accepts @mobile', async ({
  browser,
  baseURL,
}, testInfo) => {
  const language = testInfo.project.name === 'mobile' ? 'ru' : 'en';
  const w = WORDS[language];
  const id = `${testInfo.project.name.slice(0, 1)}${stamp}`;
  const alice = await (
    await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  ).newPage();
  await signUp(alice, `link-a-${id}`, `link_a_${id}`);
  await alice.goto(`${w.prefix}/`);

  // Right after sign-up the feed asks to invite, and makes the link there.
  const nudge = alice.getByRole('region', { name: w.nudge });
  await expect(nudge).toBeVisible();
  await expectNoAxeViolations(alice);
  await nudge.getByRole('button', { name: w.create }).click();
  const field = nudge.getByLabel(w.field);
  await expect(field).toHaveValue(new RegExp(`${w.prefix}/join/[A-Za-z0-9_-]{32}/$`));
  const url = await field.inputValue();
  await nudge.getByRole('button', { name: w.copy }).click();
  await expect(alice.getByText(w.copied)).toBeVisible();
  expect(await alice.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The partner opens it as a visitor, sees who invites, signs up in the popup and is linked.
  const bobContext = await browser.newContext();
  await passAgeGateAsVisitor(bobContext, baseURL!);
  const bob = await bobContext.newPage();
  await bob.goto(url);
  await expect(bob.getByRole('heading', { level: 1, name: w.invites(`link_a_${id}`) })).toBeVisible();
  await expectNoAxeViolations(bob);
  await bob.getByRole('button', { name: w.signInToAccept }).click();
  const dialog = bob.getByRole('dialog', { name: w.signInDialog });
  await dialog.getByLabel(w.name, { exact: true }).fill(`link-b-${id}`);
  await dialog.getByRole('button', { name: w.signIn, exact: true }).click();
  await bob.getByLabel(w.username).fill(`link_b_${id}`);
  await bob.getByRole('button', { name: w.createAccount }).click();
  await expect(bob.getByRole('heading', { name: w.couple(`link_a_${id}`) })).toBeVisible();

  // Both see the couple; the link is used up and the nudge is gone.
  await bob.goto(`${w.prefix}/profile/`);
  await expect(bob.getByText(w.profileCouple(`link_a_${id}`))).toBeVisible();
  await alice.goto(`${w.prefix}/profile/`);
  await expect(alice.getByText(w.profileCouple(`link_b_${id}`))).toBeVisible();
  await alice.goto(`${w.prefix}/`);
  await expect(alice.getByRole('heading', { level: 1, name: w.feed })).toBeVisible();
  await expect(alice.getByRole('button', { name: w.like }).first()).toBeVisible();
  await expect(nudge).toHaveCount(0);
  await bob.goto(url);
  await expect(bob.getByRole('heading', { level: 1, name: w.dead })).toBeVisible();
});

test('Back closes the date popup and stays on the fantasy; preparation has real tips', async ({ page }) => {
  await signUp(page, `back-${stamp}`, `back_${stamp}`);
  const fantasies = await (
    await page.request.get('/api/v0/fantasies/?paginator=off', { headers: { 'accept-language': 'en' } })
  ).json();
  const light = fantasies.find((fantasy: { difficulty: string }) => fantasy.difficulty === 'light');
  await page.goto(`/en/fantasies/${light.slug}/`);
  const url = page.url();

  await page.getByRole('button', { name: 'Plan a date' }).click();
  const popup = page.getByRole('dialog', { name: light.title });
  await expect(popup).toBeVisible();
  await page.goBack();
  await expect(popup).toBeHidden();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { level: 1, name: light.title })).toBeVisible();

  // Closed by its button, the popup leaves no extra step: Back then leaves the page as usual.
  await page.getByRole('button', { name: 'Plan a date' }).click();
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).first().click();
  await expect(popup).toBeHidden();

  await page.getByRole('link', { name: 'Preparation' }).click();
  const preparation = page.getByRole('dialog', { name: 'Preparation' });
  await expect(preparation.getByRole('listitem').first()).toBeVisible();
  expect(await preparation.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await page.goBack();
  await expect(preparation).toBeHidden();
  expect(page.url()).toBe(url);
});

test('the date popup fits a phone: Plan is in view without scrolling, moods scroll sideways @mobile', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone layout');
  await signUp(page, `fit-${stamp}`, `fit_${stamp}`);
  const fantasies = await (
    await page.request.get('/api/v0/fantasies/?paginator=off', { headers: { 'accept-language': 'en' } })
  ).json();
  const light = fantasies.find((fantasy: { difficulty: string }) => fantasy.difficulty === 'light');
  await page.goto(`/en/fantasies/${light.slug}/`);
  await page.getByRole('button', { name: 'Plan a date' }).click();
  const popup = page.getByRole('dialog', { name: light.title });
  await expect(popup.getByRole('button', { name: 'Plan', exact: true })).toBeInViewport();
  await expect(popup.getByRole('radio', { name: /Fire/ })).toBeInViewport();
  // People tap the mood's tile, the radio inside it is drawn by its label.
  await popup.locator('label').filter({ hasText: 'Candle' }).click();
  await expect(popup.getByRole('radio', { name: /Candle/ })).toBeChecked();
  await expect(popup.getByRole('button', { name: 'Plan', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
