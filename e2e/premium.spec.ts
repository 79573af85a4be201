import { expect, test, type Page } from './fixtures.ts';
import { endpointUrl, endpoints, type EndpointAnswer } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { overflowOf } from './layout.ts';
import { bearer } from './people.ts';
import { passAgeGateAsVisitor } from './session.ts';
import { fetchCatalogue } from './catalogue-api.ts';

// Premium is sold in the Russian interface only (spec §2): these journeys are Russian on both screens.

/** Fills the buyer form on the Russian plans page and pays on the sandbox's card page. */
async function payOnSandbox(page: Page, plan: RegExp) {
  // The plan cards are labels drawn over their radios: people press the card.
  await page.locator('label').filter({ hasText: plan }).first().click();
  await expect(page.getByRole('radio', { name: plan })).toBeChecked();
  await page.getByLabel('Имя').fill('Анна');
  await page.getByLabel('E-mail').fill('anna@example.com');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/api\/v0\/payments\/sandbox\/pay\/\d+\/\?lang=ru$/);
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  expect(await overflowOf(page)).toBe(0);
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/profile\/payment-success\/\?purchase=[0-9a-f-]{36}$/);
}

test('ru: a couple buys premium through the sandbox, and both partners have it', async ({ people }) => {
  const [a, b] = await people.couple(['buyer', 'partner']);

  await a.page.goto('/profile/plans/');
  await expect(a.page.getByText('Премиум пока не подключён')).toBeVisible();
  await expect(a.page.getByRole('radio', { name: /Три месяца/ })).toBeVisible();
  await expectNoAxeViolations(a.page);
  await payOnSandbox(a.page, /^Три месяца/);
  await expect(a.page.getByRole('heading', { name: 'Премиум открыт!' })).toBeVisible();
  await expect(a.page.getByText(/премиум действует до \d+ [а-я]+ \d{4}/)).toBeVisible();

  await b.page.goto('/profile/');
  await expect(b.page.getByText(/Премиум открыт до/)).toBeVisible();
  await expect(b.page.getByText(/подписка вашего партнёра/)).toBeVisible();

  // The partner, who bought nothing, now reads and likes what was locked.
  const hard = (await fetchCatalogue(b.page.request, 'ru')).find((f) => f.difficulty === 'hard')!;
  const detail = (await (
    await b.page.request.get(endpointUrl(endpoints.getFantasy, { id: hard.id }), {
      headers: { 'accept-language': 'ru', ...bearer(b.token) },
    })
  ).json()) as EndpointAnswer<'getFantasy'>;
  expect(detail).toMatchObject({ locked: false, description: expect.stringMatching(/\S/) });
  await b.page.goto(`/fantasies/${hard.slug}/`);
  await expect(b.page.getByText(detail.description!)).toBeVisible();
  await expect(b.page.getByText('Эта фантазия откроется с премиумом')).toBeHidden();
  const like = b.page.getByRole('button', { name: 'Нравится' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () =>
      (await b.page.request.get(endpointUrl(endpoints.listLiked), { headers: bearer(b.token) })).json(),
    )
    .toContain(hard.id);
  await expect(b.page.getByRole('dialog')).toBeHidden();
});

test('ru: a free account meets the lock, then a gift bought by someone else opens it @mobile', async ({
  browser,
  baseURL,
  people,
}) => {
  const giver = await people.person('giver');
  const friend = await people.person('friend');

  const medium = (await fetchCatalogue(friend.page.request, 'ru')).find((f) => f.difficulty === 'medium')!;
  await friend.page.goto(`/fantasies/${medium.slug}/`);
  await expect(friend.page.getByText('Эта фантазия откроется с премиумом')).toBeVisible();
  await friend.page.getByRole('button', { name: 'Нравится' }).click();
  const invitation = friend.page.getByRole('dialog', { name: 'Откройте больше на двоих' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: 'Закрыть' }).click();

  await giver.page.goto('/gift/');
  await giver.page.getByRole('link', { name: 'Купить подарок' }).first().click();
  await expect(giver.page).toHaveURL(/\/profile\/plans\/\?gift=1$/);
  await expect(giver.page.getByRole('radio', { name: /В подарок/ })).toBeChecked();
  await payOnSandbox(giver.page, /^Месяц/);
  await expect(giver.page.getByRole('heading', { name: 'Подарок готов!' })).toBeVisible();
  expect(await overflowOf(giver.page)).toBe(0);
  const link = await giver.page.getByRole('textbox', { name: 'Ссылка на подарок: 1 месяц' }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/gift\/[\w-]{22}\/$/);

  // A visitor holding the link is asked to sign in first.
  const visitor = await browser.newPage();
  await passAgeGateAsVisitor(visitor.context(), baseURL!);
  await visitor.goto(link);
  await visitor.getByRole('button', { name: 'Принять подарок' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.close();

  await friend.page.goto(link);
  // The certificate's title is whole on a phone, and nothing sticks out sideways.
  const title = friend.page.getByRole('heading', { name: 'Duet Premium' });
  await expect(title).toBeVisible();
  expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
  expect(await overflowOf(friend.page)).toBe(0);
  await expectNoAxeViolations(friend.page);
  await friend.page.getByRole('button', { name: 'Принять подарок' }).click();
  await expect(friend.page.getByRole('heading', { name: 'Премиум ваш!' })).toBeVisible();

  const opened = (await (
    await friend.page.request.get(endpointUrl(endpoints.getFantasy, { id: medium.id }), {
      headers: { 'accept-language': 'ru', ...bearer(friend.token) },
    })
  ).json()) as EndpointAnswer<'getFantasy'>;
  await friend.page.goto(`/fantasies/${medium.slug}/`);
  await expect(friend.page.getByText(opened.description!)).toBeVisible();
  await expect(friend.page.getByText('Эта фантазия откроется с премиумом')).toBeHidden();

  await giver.page.goto('/gift/');
  await expect(giver.page.getByText('Принят', { exact: true })).toBeVisible();
});

// axe checks the English plans page with every page (wcag.spec.ts).
test('en: the English interface explains where premium is sold @mobile', async ({ people }) => {
  const { page } = await people.person('en_plans');
  await page.goto('/en/profile/plans/');
  await expect(page.getByRole('link', { name: /Russian/ })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
});
