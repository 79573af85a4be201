import { expect, test, type Page } from './fixtures.ts';
import { endpointUrl, endpoints, type EndpointAnswer, type Fantasy } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { bearer } from './people.ts';
import { bearerOf, passAgeGateAsVisitor } from './session.ts';
import { snap } from './screens.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { fantasyOf, showCard, swipe } from './feed.ts';

const stamp = Date.now().toString(36);

const idsOf = async (page: Page, list: 'liked' | 'matches') =>
  (await (
    await page.request.get(endpointUrl(list === 'liked' ? endpoints.listLiked : endpoints.listMatches), {
      headers: await bearerOf(page),
    })
  ).json()) as EndpointAnswer<'listLiked' | 'listMatches'>;

/** Whether two boxes on the screen overlap. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test('liking, passing and removing never lose a like; the phone deck shows only new cards @mobile', async ({
  people,
  language,
  words: { t, prefix },
}, testInfo) => {
  const isPhone = testInfo.project.name === 'mobile';
  const [a, b] = await people.couple(['swipe_a', 'swipe_b']);
  const [alice, bob] = [a.page, b.page];
  // Free accounts like the light fantasies: the feed shows only those.
  await alice.request.post(endpointUrl(endpoints.saveFilters), {
    headers: bearer(a.token),
    data: { difficulty: 'light', sorting: 'random', tags: [] },
  });
  const fantasies = await fetchCatalogue(alice.request, language);
  const dislikes: string[] = [];
  alice.on('request', (request) => request.url().includes('/dislike/') && dislikes.push(request.url()));
  const like = (fantasy: Fantasy) =>
    alice.getByRole('button', { name: t('matches:like.like', { title: fantasy.title }), exact: true });

  await alice.goto(`${prefix}/`);
  const deck = alice.getByRole('region', { name: t('feed:deck.label') });
  const cardsLeft = async () => Number(/\d+/.exec((await deck.locator('p[aria-live]').textContent())!)![0]);
  // On the phone the deck holds one card at a time; on the desktop the grid shows the first 24.
  const cardAt = (index: number) =>
    isPhone ? deck.getByRole('article') : alice.getByRole('main').getByRole('article').nth(index);
  const total = isPhone ? await cardsLeft() : 0;

  const first = await fantasyOf(cardAt(0), fantasies);
  await bob.request.post(endpointUrl(endpoints.likeFantasy, { id: first.id }), {
    headers: bearer(b.token),
  });
  await like(first).click();
  const reveal = alice.getByRole('dialog', { name: t('matches:reveal.title') });
  await expect(reveal).toBeVisible();
  await expect(
    reveal.getByText(t('matches:reveal.text', { partner: b.username, title: first.title })),
  ).toBeVisible();
  await snap(alice, testInfo, language, 'match-reveal');
  await reveal.getByRole('button', { name: t('matches:reveal.later') }).click();
  await expect(reveal).toBeHidden();
  if (isPhone) await expect.poll(cardsLeft).toBe(total - 1);

  const second = await fantasyOf(cardAt(1), fantasies);
  const passed = alice.waitForResponse((response) =>
    response.url().endsWith(endpointUrl(endpoints.passFantasy, { id: second.id })),
  );
  if (isPhone) await swipe(cardAt(1), 'left');
  else
    await alice
      .getByRole('button', { name: t('matches:like.pass', { title: second.title }), exact: true })
      .click();
  expect((await passed).ok()).toBe(true);
  if (isPhone) await expect.poll(cardsLeft).toBe(total - 2);

  const third = await fantasyOf(cardAt(2), fantasies);
  expect(third.id).not.toBe(second.id);
  if (isPhone) await swipe(cardAt(2), 'right');
  else await like(third).click();
  await expect.poll(() => idsOf(alice, 'liked')).toHaveLength(2);

  // The signed-in feed as it opens, with its first cards answered: checked before the reload, as
  // finding the answered cards afterwards opens the whole catalogue, and axe over a few hundred
  // cards takes minutes on a busy 2-core machine.
  await snap(alice, testInfo, language, 'feed-signed-in');
  await expectNoAxeViolations(alice);

  // A new visit goes on where this one stopped: on the phone none of the three comes back; on the
  // desktop they keep their marks.
  await alice.reload();
  if (isPhone) {
    await expect.poll(cardsLeft).toBe(total - 3);
    expect([first.id, second.id, third.id]).not.toContain((await fantasyOf(cardAt(0), fantasies)).id);
  } else {
    // Answered cards come after the new ones, beyond the grid's first 24.
    for (const fantasy of [first, second, third]) await showCard(alice, fantasy.title);
    await expect(like(first)).toHaveAttribute('aria-pressed', 'true');
    await expect(like(third)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      alice.getByRole('button', { name: t('matches:like.pass', { title: second.title }), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  expect(await idsOf(alice, 'matches')).toEqual([first.id]);
  expect((await idsOf(alice, 'liked')).sort()).toEqual([first.id, third.id].sort());
  // Liking and passing never sent a dislike; only the explicit removals below take a like back.
  expect(dislikes).toEqual([]);

  // A plain like is taken back from its heart on the likes page, and the toast undoes it without
  // covering the header.
  await alice.goto(`${prefix}/matches/likes/`);
  await like(third).click();
  const likeRemoved = alice.getByText(t('matches:remove.likeRemoved'));
  await expect(likeRemoved).toBeVisible();
  await expect.poll(() => idsOf(alice, 'liked')).toEqual([first.id]);
  const header = (await alice.getByRole('banner').boundingBox())!;
  expect(overlap((await likeRemoved.boundingBox())!, header)).toBe(false);
  // Its close button is a target of at least 24 × 24 px (WCAG 2.2, 2.5.8).
  const closeToast = (await alice.getByRole('button', { name: t('common:a11y.closeToast') }).boundingBox())!;
  expect(Math.round(Math.min(closeToast.width, closeToast.height))).toBeGreaterThanOrEqual(24);
  await snap(alice, testInfo, language, 'likes-undo-toast');
  await alice.getByRole('button', { name: t('matches:remove.undo') }).click();
  await expect.poll(async () => (await idsOf(alice, 'liked')).sort()).toEqual([first.id, third.id].sort());

  // Removing a match is asked first, and undone from the toast.
  await alice.goto(`${prefix}/matches/`);
  await like(first).click();
  const confirm = alice.getByRole('dialog', { name: t('matches:remove.confirmTitle') });
  await expect(confirm).toBeVisible();
  await snap(alice, testInfo, language, 'matches-remove-confirm');
  await confirm.getByRole('button', { name: t('matches:remove.cancel') }).click();
  await expect(confirm).toBeHidden();
  expect(await idsOf(alice, 'matches')).toEqual([first.id]);
  await like(first).click();
  await confirm.getByRole('button', { name: t('matches:remove.confirm') }).click();
  await expect(alice.getByText(t('matches:remove.matchRemoved'))).toBeVisible();
  await expect.poll(() => idsOf(alice, 'matches')).toEqual([]);
  await alice.getByRole('button', { name: t('matches:remove.undo') }).click();
  await expect.poll(() => idsOf(alice, 'matches')).toEqual([first.id]);
  await expect(alice.getByRole('main').getByText(first.title, { exact: true })).toBeVisible();
  expect(await idsOf(bob, 'matches')).toEqual([first.id]);
});

test('a like tapped before signing in waits for the consent step, then is saved @mobile', async ({
  page,
  baseURL,
  language,
  words: { t, prefix },
}, testInfo) => {
  const id = `${testInfo.project.name.slice(0, 1)}${stamp}`;
  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  await passAgeGateAsVisitor(page.context(), baseURL!);
  const light = (await fetchCatalogue(page.request, language)).find(
    (fantasy) => fantasy.difficulty === 'light',
  )!;
  await page.goto(`${prefix}/fantasies/${light.slug}/`);
  const like = page.getByRole('button', {
    name: t('matches:like.like', { title: light.title }),
    exact: true,
  });
  await like.click();
  const dialog = page.getByRole('dialog', { name: t('account:needLogin.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t('account:login.dev.name')).fill(`pending-${id}`);
  await dialog.getByRole('button', { name: t('account:login.dev.submit') }).click();
  await page.getByLabel(t('account:account.username')).fill(`pending_${id}`);
  await page.getByRole('button', { name: t('account:account.submit') }).click();

  // The like waits for the consent to process answers, asked in a step of its own (ADR 0035).
  const step = page.getByRole('dialog', { name: t('answers-consent:step.title') });
  await expect(step).toBeVisible();
  expect(await idsOf(page, 'liked')).toEqual([]);
  const box = step.getByRole('checkbox', { name: t('answers-consent:step.agree') });
  const agree = step.getByRole('button', { name: t('answers-consent:step.continue') });
  await expect(box).not.toBeChecked();
  await expect(agree).toBeDisabled();
  await expect(step.getByRole('link', { name: t('answers-consent:step.policy') })).toHaveAttribute(
    'href',
    `${prefix}/privacy/`,
  );
  await snap(page, testInfo, language, 'answers-consent-step');
  await expectNoAxeViolations(page);
  await box.check();
  await agree.click();
  await expect(step).toBeHidden();
  await expect(page.getByText(t('matches:like.pendingSaved', { title: light.title }))).toBeVisible();
  expect(await idsOf(page, 'liked')).toEqual([light.id]);
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // Withdrawn from the profile, after a dialog that says what goes: the like is erased.
  await page.goto(`${prefix}/profile/`);
  const setting = page.getByRole('region', { name: t('answers-consent:step.title') });
  await setting.getByRole('button', { name: t('answers-consent:profile.withdraw') }).click();
  const confirm = page.getByRole('dialog', { name: t('answers-consent:profile.withdrawTitle') });
  await expect(confirm.getByText(t('answers-consent:profile.matches'))).toBeVisible();
  await snap(page, testInfo, language, 'answers-consent-withdraw');
  await confirm.getByRole('button', { name: t('answers-consent:profile.confirmWithdraw') }).click();
  await expect(page.getByText(t('answers-consent:profile.withdrawn'))).toBeVisible();
  await expect(setting.getByText(t('answers-consent:profile.none'))).toBeVisible();
  expect(await idsOf(page, 'liked')).toEqual([]);
  // Someone without a partner browses without a failed request on every page.
  await page.goto(`${prefix}/matches/`);
  await expect(page.getByRole('heading', { name: t('matches:matches.noPartner.title') })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a like that fails keeps its card and can be tried again @mobile', async ({
  people,
  language,
  words: { t, prefix },
}) => {
  const { page } = await people.person('retry');
  const light = (await fetchCatalogue(page.request, language)).find(
    (fantasy) => fantasy.difficulty === 'light',
  )!;
  let failures = 1;
  await page.route(`**${endpointUrl(endpoints.likeFantasy, { id: light.id })}`, (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { code: 'service_unavailable', detail: 'Busy' } })
      : route.continue(),
  );
  await page.goto(`${prefix}/fantasies/${light.slug}/`);
  const like = page.getByRole('button', {
    name: t('matches:like.like', { title: light.title }),
    exact: true,
  });
  await like.click();
  await expect(page.getByText(t('matches:like.failed'))).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: t('error.retry') }).click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => idsOf(page, 'liked')).toEqual([light.id]);
});
