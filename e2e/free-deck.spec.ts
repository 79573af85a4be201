import { expect, test, type Person } from './fixtures.ts';
import { endpointUrl, endpoints, type EndpointName, type Fantasy } from '@duet/contracts';
import { expectNoAxeViolations } from './axe.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { bearer } from './people.ts';
import { fantasyOf, swipe } from './feed.ts';
import { snap } from './screens.ts';
import { LANGUAGES, wordsIn } from './words.ts';

const SWIPES = 40;

type IdList = Extract<
  EndpointName,
  'listLiked' | 'listPassed' | 'listMaybes' | 'listMatches' | 'listMaybeMatches'
>;

/** One of the person's answer lists, read from the API, in id order. */
async function idsOf({ page, token }: Person, list: IdList): Promise<number[]> {
  const response = await page.request.get(endpointUrl(endpoints[list]), { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as number[]).sort((a, b) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * A tag whose cards make a deck of at least SWIPES + 5 with 15 to 30 free ones: 40 swipes go
 * through every free card and then well into the locked ones.
 */
function mixedTag(fantasies: Fantasy[]): number {
  const tags = new Set(fantasies.flatMap((fantasy) => fantasy.tags));
  const fits = [...tags].find((tag) => {
    const cards = fantasies.filter((fantasy) => fantasy.tags.includes(tag));
    const free = cards.filter((fantasy) => fantasy.difficulty === 'light').length;
    return cards.length >= SWIPES + 5 && free >= 15 && free <= 30;
  });
  if (fits === undefined) throw new Error('No tag mixes free and locked cards as this test needs.');
  return fits;
}

type Move = 'like' | 'swipe-right' | 'pass' | 'swipe-left' | 'maybe';
const ANSWERS: Move[] = ['like', 'swipe-right', 'pass', 'swipe-left', 'maybe'];

// The phone's deck, in each language: its words and counts are what this journey reads.
for (const language of LANGUAGES) {
  test(`${language}: a free couple member swipes ${SWIPES} cards, never stuck on a locked one, and undoes answers @mobile`, async ({
    people,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone deck');
    test.setTimeout(180_000);
    const { t, prefix } = wordsIn(language);
    const [aliceAccount, bob] = await people.couple(['deck_a', 'deck_b']);
    const alice = aliceAccount.page;
    const fantasies = await fetchCatalogue(alice.request, language);
    const tag = mixedTag(fantasies);
    const saved = await alice.request.post(endpointUrl(endpoints.saveFilters), {
      headers: bearer(aliceAccount.token),
      data: { difficulty: null, sorting: 'random', tags: [tag] },
    });
    expect(saved.ok()).toBe(true);
    const deckCards = fantasies.filter((fantasy) => fantasy.tags.includes(tag));
    const freeCount = deckCards.filter((fantasy) => fantasy.difficulty === 'light').length;
    // Every answer the page sends, to check that no locked card was ever answered.
    const answered: string[] = [];
    alice.on('request', (request) => {
      if (request.method() !== 'GET' && /\/fantasies\/\d+\/(like|dislike|maybe|pass)\//.test(request.url()))
        answered.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    await alice.goto(`${prefix}/`);
    const deck = alice.getByRole('region', { name: t('feed:deck.label') });
    const card = deck.getByRole('article');
    const cardsLeft = async () => Number(/\d+/.exec((await deck.locator('p[aria-live]').textContent())!)![0]);
    await expect.poll(cardsLeft).toBe(deckCards.length);
    const dialogs = alice.getByRole('dialog');
    const undoButton = alice.getByRole('button', { name: t('feed:deck.undo'), exact: true });
    const button = (key: string, fantasy: Fantasy) =>
      deck.getByRole('button', { name: t(key, { title: fantasy.title }), exact: true });

    const expected = { liked: [] as number[], passed: [] as number[], maybes: [] as number[] };
    const skipped: number[] = [];
    // Two answers are taken back: a swiped like from the toast's button, a swiped pass by keyboard.
    const undoAt = new Set([1, 3]);

    for (let swipes = 0; swipes < SWIPES; swipes++) {
      const fantasy = await fantasyOf(card, fantasies);
      const isLocked = fantasy.difficulty !== 'light';
      // The cards a free person can answer come first, all of them.
      expect(isLocked).toBe(swipes >= freeCount);
      const left = await cardsLeft();
      if (isLocked) {
        await expect(button('matches:like.like', fantasy)).toHaveCount(0);
        await expect(deck.getByText(t('feed:deck.lockedHint'))).toBeVisible();
        if (swipes === freeCount) await snap(alice, testInfo, language, 'deck-locked-card');
        if (swipes % 3 === 0) await button('feed:deck.skipLabel', fantasy).click();
        else await swipe(card, swipes % 3 === 1 ? 'right' : 'left');
        skipped.push(fantasy.id);
      } else {
        const move = ANSWERS[swipes % ANSWERS.length]!;
        if (move === 'like') await button('matches:like.like', fantasy).click();
        else if (move === 'pass') await button('matches:like.pass', fantasy).click();
        else if (move === 'maybe') await button('matches:like.maybe', fantasy).click();
        else await swipe(card, move === 'swipe-right' ? 'right' : 'left');
        const list =
          move === 'maybe' ? 'maybes' : move === 'pass' || move === 'swipe-left' ? 'passed' : 'liked';
        expected[list].push(fantasy.id);
      }
      await expect.poll(cardsLeft).toBe(left - 1);
      // Never the paywall in the way.
      await expect(dialogs).toHaveCount(0);

      if (undoAt.delete(swipes)) {
        await expect(
          alice.getByText(t(swipes === 1 ? 'feed:deck.moved.like' : 'feed:deck.moved.pass')),
        ).toBeVisible();
        if (swipes === 1) {
          await snap(alice, testInfo, language, 'deck-undo-toast');
          await undoButton.click();
        } else {
          // Sonner's hotkey reaches the toasts; Tab goes on to the Undo button, Enter presses it.
          await alice.keyboard.press('Alt+KeyT');
          for (let tab = 0; tab < 4; tab++) {
            if (await undoButton.evaluate((element) => element === document.activeElement)) break;
            await alice.keyboard.press('Tab');
          }
          await expect(undoButton).toBeFocused();
          await alice.keyboard.press('Enter');
        }
        await expect.poll(cardsLeft).toBe(left);
        expect((await fantasyOf(card, fantasies)).id).toBe(fantasy.id);
        const list = swipes === 1 ? 'liked' : 'passed';
        expected[list] = expected[list].filter((answer) => answer !== fantasy.id);
        await expect
          .poll(() => idsOf(aliceAccount, swipes === 1 ? 'listLiked' : 'listPassed'))
          .toEqual(sorted(expected[list]));
        swipes--;
      }
    }
    expect(undoAt.size).toBe(0);
    expect(skipped).toHaveLength(SWIPES - freeCount);
    await expect.poll(cardsLeft).toBe(deckCards.length - SWIPES);

    // What the server holds is exactly what was answered: no skip, no locked card, nothing undone.
    await expect.poll(() => idsOf(aliceAccount, 'listLiked')).toEqual(sorted(expected.liked));
    expect(await idsOf(aliceAccount, 'listPassed')).toEqual(sorted(expected.passed));
    expect(await idsOf(aliceAccount, 'listMaybes')).toEqual(sorted(expected.maybes));
    const lockedIds = new Set(skipped);
    expect(
      answered.filter((request) => [...lockedIds].some((locked) => request.includes(`/${locked}/`))),
    ).toEqual([]);
    // The partner, who answered nothing, learns nothing of it.
    expect(await idsOf(bob, 'listMatches')).toEqual([]);
    expect(await idsOf(bob, 'listMaybeMatches')).toEqual([]);
    await expectNoAxeViolations(alice);

    // A reload picks up where the deck stopped: the skipped cards stay out for this visit.
    await alice.reload();
    await expect.poll(cardsLeft).toBe(deckCards.length - SWIPES);
    expect(lockedIds.has((await fantasyOf(card, fantasies)).id)).toBe(false);

    // A deck of only locked cards ends with the way to premium and a count of what it opens,
    // the cards skipped before included.
    const difficulty = (['medium', 'hard'] as const)
      .map((level) => ({
        level,
        all: deckCards.filter((fantasy) => fantasy.difficulty === level),
      }))
      .map(({ level, all }) => ({ level, all, left: all.filter((fantasy) => !lockedIds.has(fantasy.id)) }))
      .filter(({ left }) => left.length > 0)
      .sort((a, b) => a.left.length - b.left.length)[0]!;
    await alice.request.post(endpointUrl(endpoints.saveFilters), {
      headers: bearer(aliceAccount.token),
      data: { difficulty: difficulty.level, sorting: 'random', tags: [tag] },
    });
    await alice.reload();
    await expect.poll(cardsLeft).toBe(difficulty.left.length);
    for (let index = difficulty.left.length; index > 0; index--) {
      await expect.poll(cardsLeft).toBe(index);
      await swipe(card, 'left');
    }
    await expect(alice.getByRole('heading', { name: t('feed:deck.doneTitle') })).toBeVisible();
    await expect(
      alice.getByText(t('feed:deck.doneTextLocked', { count: difficulty.all.length })),
    ).toBeVisible();
    await expect(dialogs).toHaveCount(0);
    await snap(alice, testInfo, language, 'deck-done-locked');
    await alice.getByRole('button', { name: t('feed:deck.unlock') }).click();
    await expect(alice.getByRole('dialog', { name: t('feed:premium.title') })).toBeVisible();
    expect(await idsOf(aliceAccount, 'listPassed')).toEqual(sorted(expected.passed));
  });
}
