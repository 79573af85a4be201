import { expect, test, type Page } from './fixtures.ts';
import { answerConsent, signUp, waitUntilInteractive } from './session.ts';

const stamp = Date.now().toString(36);

test('two people sign up, link as partners, and unlink', async ({ browser }) => {
  // Three sign-ups and five page loads: 20–24 s alone on a 2-core machine, 30 s beside a full CI run.
  test.slow();
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  const bob = await bobContext.newPage();
  const aliceName = `alice_${stamp}`;
  const bobName = `bob_${stamp}`;

  await signUp(alice, `alice-${stamp}`, aliceName);
  await signUp(bob, `bob-${stamp}`, bobName);

  // Usernames are unique regardless of case.
  const carolContext = await browser.newContext();
  const carol = await carolContext.newPage();
  await carol.goto('/en/auth/login/');
  await carol.getByLabel('Name').fill(`carol-${stamp}`);
  await carol.getByRole('button', { name: 'Sign in' }).click();
  await carol.getByLabel('Username').fill(aliceName.toUpperCase());
  await carol.getByRole('button', { name: 'Create account' }).click();
  await expect(carol.getByText(/already taken/i)).toBeVisible();
  await carolContext.close();

  await alice.goto('/en/profile/');
  await alice.getByLabel("Partner's username").fill(bobName);
  await alice.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(alice.getByText(`Waiting for ${bobName} to answer`)).toBeVisible();

  await bob.goto('/en/profile/');
  await expect(bob.getByText(`${aliceName} invites you to be a couple`)).toBeVisible();
  await bob.getByRole('button', { name: 'Accept' }).click();
  await expectPartner(bob, aliceName);
  await alice.reload();
  await expectPartner(alice, bobName);

  await alice.getByRole('button', { name: 'Remove partner' }).click();
  await alice.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(alice.getByLabel("Partner's username")).toBeVisible();
  await bob.reload();
  await expect(bob.getByLabel("Partner's username")).toBeVisible();

  await aliceContext.close();
  await bobContext.close();
});

test('signing out ends the session', async ({ people }) => {
  const { page } = await people.person('solo');
  await page.goto('/en/profile/');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.goto('/en/profile/');
  await expect(page).toHaveURL(/\/auth\/login\//);
});

test('logging out on all devices ends the session on the other device too', async ({ browser, people }) => {
  const { page: phone, identity, username } = await people.person('both');
  // The laptop signs the existing account in through the sign-in page.
  const laptop = await (await browser.newContext()).newPage();
  await laptop.goto('/en/auth/login/');
  await answerConsent(laptop, 'necessary');
  await laptop.getByLabel('Name').fill(identity);
  await laptop.getByRole('button', { name: 'Sign in' }).click();
  // The existing account is signed in once the login page has let go: only then open the profile.
  await expect(laptop).not.toHaveURL(/\/auth\/login\//);
  await laptop.goto('/en/profile/');
  await expect(laptop.getByText(username).first()).toBeVisible();

  await phone.goto('/en/profile/');
  await phone.getByRole('button', { name: 'Log out on all devices' }).click();
  await phone
    .getByRole('dialog', { name: 'Log out on all devices?' })
    .getByRole('button', { name: 'Log out everywhere' })
    .click();
  await expect(phone).not.toHaveURL(/\/profile\//);

  for (const page of [laptop, phone]) {
    await page.goto('/en/profile/');
    await expect(page).toHaveURL(/\/auth\/login\//);
  }
});

async function expectPartner(page: Page, username: string) {
  await expect(page.getByRole('button', { name: 'Remove partner' })).toBeVisible();
  await expect(page.getByText(`You are a couple with ${username}`)).toBeVisible();
}

test('ru: sign-up rules and invite errors are shown in words', async ({ page }) => {
  await page.goto('/auth/login/');
  await waitUntilInteractive(page);
  await page.getByLabel('Имя', { exact: true }).fill(`ru-${stamp}`);
  await page.getByRole('button', { name: 'Войти' }).click();
  const username = page.getByLabel('Имя пользователя');
  await username.fill('имя');
  await expect(page.getByText('Только латинские буквы, цифры, дефис, подчёркивание и точка.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Создать аккаунт' })).toBeDisabled();
  await username.fill(`ru_${stamp}`);
  await page.getByRole('button', { name: 'Создать аккаунт' }).click();
  await page.getByRole('button', { name: 'Мне есть 18 лет' }).click();
  await expect(page.getByRole('navigation', { name: 'Основные разделы' })).toBeVisible();

  await page.goto('/profile/');
  const invite = page.getByLabel('Имя пользователя партнёра');
  await invite.fill(`ru_${stamp}`);
  await page.getByRole('button', { name: 'Пригласить', exact: true }).click();
  await expect(page.getByText('Нельзя пригласить самого себя.')).toBeVisible();
  await invite.fill(`nobody_${stamp}`);
  await page.getByRole('button', { name: 'Пригласить', exact: true }).click();
  await expect(
    page.getByText(
      'По этому имени никого нельзя пригласить. Проверьте написание — или у этого человека уже есть партнёр.',
    ),
  ).toBeVisible();
});
