import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { overflowOf } from './layout.ts';
import type { Page, TestInfo } from '@playwright/test';
import { chooseNextDay } from './dates.ts';
import { waitForToastsToClose } from './toasts.ts';

/**
 * `snap` for this page, whole and in both themes: the list runs below the fold on a phone, and the
 * dark theme is the default one. Only when `E2E_SCREENSHOTS` names a folder.
 */
async function look(page: Page, testInfo: TestInfo, language: string, screen: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() =>
      Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
    );
    const name = `${screen}${colorScheme === 'dark' ? '' : '-light'}.${language}.${testInfo.project.name}.png`;
    await page.screenshot({ path: `${folder}/${name}`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

test('own cards are written, liked by both, planned, edited and deleted @mobile', async ({
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  test.slow();
  const ideas =
    language === 'ru'
      ? {
          title: 'Танцевать на кухне',
          description: 'Наша песня, свет приглушён.',
          edited: 'Танцевать на кухне под дождь за окном',
        }
      : {
          title: 'Dance in the kitchen',
          description: 'Our song, the lights low.',
          edited: 'Dance in the kitchen while it rains',
        };
  const aliceAccount = await people.person('own_a');
  const alice = aliceAccount.page;
  if (testInfo.project.name === 'desktop') await alice.setViewportSize({ width: 1280, height: 800 });
  const main = alice.getByRole('main');

  // Without a partner: why there is no form, and the way to invite one.
  await alice.goto(`${prefix}/own-cards/`);
  await expect(alice.getByRole('heading', { level: 1, name: t('own-cards:title') })).toBeVisible();
  await expect(main.getByRole('heading', { name: t('own-cards:noPartner.title') })).toBeVisible();
  await expect(main.getByRole('link', { name: t('own-cards:toFeed') })).toBeVisible();
  await expect(main.getByRole('heading', { name: t('own-cards:empty.title') })).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  expect(await overflowOf(alice)).toBe(0);
  // axe checks this page as a person without a partner sees it with every page (wcag.spec.ts).
  await look(alice, testInfo, language, 'own-cards-no-partner');

  const bobAccount = await people.person('own_b');
  const bob = bobAccount.page;
  if (testInfo.project.name === 'desktop') await bob.setViewportSize({ width: 1280, height: 800 });
  await people.link(aliceAccount, bobAccount);

  // From the profile to the page, then a card written for the partner.
  await alice.goto(`${prefix}/profile/`);
  const toOwnCards = alice.getByRole('link', { name: t('own-cards:profile.action') });
  await toOwnCards.scrollIntoViewIfNeeded();
  await look(alice, testInfo, language, 'profile-own-cards');
  await toOwnCards.click();
  await expect(alice).toHaveURL(new RegExp(`${prefix}/own-cards/$`));
  await expect(main.getByText(t('own-cards:form.privacy'))).toBeVisible();
  await main.getByRole('textbox', { name: t('own-cards:form.title') }).fill(ideas.title);
  await main
    .getByRole('textbox', { name: new RegExp(t('own-cards:form.description')) })
    .fill(ideas.description);
  await main.getByRole('button', { name: t('own-cards:form.submit') }).click();
  const card = main.getByRole('article', { name: ideas.title });
  await expect(card).toContainText(t('own-cards:list.byMe'));
  await expect(card).toContainText(ideas.description);
  await expect(alice.getByText(t('own-cards:form.created'))).toBeVisible();
  await waitForToastsToClose(alice);
  expect(await overflowOf(alice)).toBe(0);
  await look(alice, testInfo, language, 'own-cards');
  await expectNoAxeViolations(alice);

  // The partner sees it as the partner's, with nothing of the author's to do; a link highlights it.
  const cardId = await card.getAttribute('id');
  await bob.goto(`${prefix}/own-cards/#${cardId}`);
  const seen = bob.getByRole('main').getByRole('article', { name: ideas.title });
  await expect(seen).toContainText(t('own-cards:list.byPartner'));
  await expect(seen).toBeFocused();
  await expect(
    seen.getByRole('button', { name: t('own-cards:list.editLabel', { title: ideas.title }) }),
  ).toHaveCount(0);
  await look(bob, testInfo, language, 'own-cards-partner');

  // The partner answers it like any card, right there; Alice finds it first in her feed (the deck
  // on a phone), likes it too, and the match is celebrated with a way to plan it.
  const likeOf = (page: Page, title: string) =>
    page.getByRole('main').getByRole('button', { name: t('matches:like.like', { title }), exact: true });
  await likeOf(bob, ideas.title).click();
  await expect(seen.getByText(t('matches:like.liked'))).toBeVisible();
  await alice.goto(`${prefix}/`);
  await expect(main.getByRole('article').first()).toHaveAccessibleName(ideas.title);
  await expect(main.getByRole('article').first()).toContainText(ideas.description);
  await expect(main.getByRole('article').first()).toContainText(t('fantasies:card.own'));
  await look(alice, testInfo, language, 'feed-own-card');
  await likeOf(alice, ideas.title).click();
  const reveal = alice.getByRole('dialog', { name: t('matches:reveal.title') });
  await expect(reveal).toContainText(ideas.title);
  await reveal.getByRole('button', { name: t('matches:reveal.plan') }).click();
  const popup = alice.getByRole('dialog', { name: ideas.title });
  await popup.getByRole('switch', { name: t('events:popup.withPartner') }).check();
  await chooseNextDay(popup);
  await popup.getByRole('button', { name: t('events:popup.plan'), exact: true }).click();
  await expect(popup).toBeHidden();

  // Both see the match under its own title, and the partner the invitation to the date.
  await bob.goto(`${prefix}/matches/`);
  await expect(bob.getByRole('main').getByRole('article', { name: ideas.title })).toBeVisible();
  await bob.goto(`${prefix}/events/invitations/`);
  await expect(bob.getByRole('main').getByRole('article').filter({ hasText: ideas.title })).toBeVisible();
  await look(bob, testInfo, language, 'events-own-card');
  await alice.goto(`${prefix}/own-cards/`);
  await expect(card.getByText(t('matches:like.matched'))).toBeVisible();
  await expect(
    card.getByRole('button', { name: t('events:plan.matchPlanLabel', { title: ideas.title }) }),
  ).toBeVisible();

  // Edit, in a dialog that says the partner answers afresh.
  await card.getByRole('button', { name: t('own-cards:list.editLabel', { title: ideas.title }) }).click();
  const edit = alice.getByRole('dialog', { name: t('own-cards:edit.title') });
  await expect(edit).toContainText(t('own-cards:edit.warning'));
  await look(alice, testInfo, language, 'own-cards-edit');
  await expectNoAxeViolations(alice);
  await edit.getByRole('textbox', { name: t('own-cards:form.title') }).fill(ideas.edited);
  await edit.getByRole('button', { name: t('own-cards:edit.save') }).click();
  await expect(edit).toBeHidden();
  const edited = main.getByRole('article', { name: ideas.edited });
  await expect(edited).toBeVisible();

  // Delete, after a confirmation that says what goes with it.
  await edited
    .getByRole('button', { name: t('own-cards:list.deleteLabel', { title: ideas.edited }) })
    .click();
  const confirm = alice.getByRole('dialog', { name: t('own-cards:delete.title') });
  await expect(confirm).toContainText(t('own-cards:delete.text', { title: ideas.edited }));
  await confirm.getByRole('button', { name: t('own-cards:delete.confirm') }).click();
  await expect(main.getByRole('heading', { name: t('own-cards:empty.title') })).toBeVisible();
});
