import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import {
  ANALYTICS_DEVICE_COOKIE,
  ANALYTICS_EVENT_NAMES,
  API_PREFIX,
  endpointSchemas,
  endpointUrl,
  fillPath,
  endpoints,
  type EndpointName,
  type Fantasy,
} from '@duet/contracts';
import { fetchCatalogue } from './catalogue-api.ts';
import { likeButton, passButton, showCard, smallFreeDeck } from './feed.ts';
import { bearerOf, linkPartners, signUp } from './session.ts';

const stamp = Date.now().toString(36);
const COLLECTOR = endpointUrl(endpoints.uploadAnalytics);
/** Every analytics endpoint (collector, settings, stored events), as the table tags them. */
const ANALYTICS_URLS = (Object.keys(endpoints) as EndpointName[])
  .filter((name) => endpointSchemas[name].tag === 'analytics')
  .map((name) => `${API_PREFIX}${fillPath(endpoints[name].path)}`);

type StoredEvent = {
  event_type: string;
  event_properties?: Record<string, unknown> | null;
  device_id?: string;
  user_id?: string | null;
  time?: number;
};

/** Every request the page makes, as absolute URLs. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Requests that left the app's origin (data: and blob: URLs never leave the browser). */
function foreign(urls: readonly string[], origin: string): string[] {
  return urls.filter(
    (url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin,
  );
}

/**
 * `count` free fantasies (light: likes need no premium), of one small tag that the signed-in pages'
 * filters make their whole feed, so each card is on the grid's first screen.
 */
async function freeFantasies(request: APIRequestContext, count: number, pages: Page[]): Promise<Fantasy[]> {
  const { cards, filters } = smallFreeDeck(await fetchCatalogue(request, 'en'), count);
  for (const page of pages) {
    const saved = await request.post(endpointUrl(endpoints.saveFilters), {
      headers: await bearerOf(page),
      data: filters,
    });
    expect(saved.ok()).toBe(true);
  }
  return cards.slice(0, count);
}

/** Like, pass ("not for me"), or remove a like by pressing its pressed heart (which sends a dislike). */
async function react(page: Page, fantasy: Fantasy, action: 'like' | 'pass' | 'remove') {
  await showCard(page, fantasy.title);
  const endpoint = {
    like: endpoints.likeFantasy,
    pass: endpoints.passFantasy,
    remove: endpoints.dislikeFantasy,
  }[action];
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(endpointUrl(endpoint, { id: fantasy.id })) &&
      response.request().method() === endpoint.method,
  );
  await (action === 'pass' ? passButton(page, fantasy.title) : likeButton(page, fantasy.title)).click();
  expect((await answered).ok()).toBe(true);
}

test('a visitor who has not chosen sends nothing to analytics and nothing to third parties', async ({
  page,
  baseURL,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  const urls = recordRequests(page);

  await signUp(page, `quiet-${stamp}`, `quiet_${stamp}`, { consent: 'none' });
  const [first, second, third] = await freeFantasies(request, 3, [page]);
  await expect(page.getByRole('region', { name: 'A word about privacy' })).toBeVisible();
  await page.goto('/en/');
  await react(page, first!, 'like');
  await react(page, second!, 'like');
  await react(page, third!, 'pass');
  await page.waitForLoadState('networkidle');

  expect(urls.length).toBeGreaterThan(10);
  expect(foreign(urls, origin)).toEqual([]);
  expect(urls.filter((url) => ANALYTICS_URLS.includes(new URL(url).pathname))).toEqual([]);
  // No analytics identity either: the device id cookie is set only after consent.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )(AMP_|duet_device=)/);
});

test('a consenting couple’s statistics are typed and never name what only one of them likes', async ({
  browser,
  baseURL,
  request,
}) => {
  // Two sign-ups and a pairing through the pages, whose statistics this test reads: slow.
  test.slow();
  const origin = new URL(baseURL!).origin;
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  const aliceUrls = recordRequests(alice);
  const bobUrls = recordRequests(bob);

  await signUp(alice, `stats-a-${stamp}`, `stats_a_${stamp}`, { consent: 'allow' });
  await signUp(bob, `stats-b-${stamp}`, `stats_b_${stamp}`, { consent: 'allow' });
  await linkPartners(alice, bob, `stats_b_${stamp}`);
  const [shared, aliceOnly, aliceNo, bobOnly, bobNo] = (await freeFantasies(request, 5, [alice, bob])) as [
    Fantasy,
    Fantasy,
    Fantasy,
    Fantasy,
    Fantasy,
  ];

  await alice.goto('/en/');
  await react(alice, aliceOnly, 'like');
  await react(alice, shared, 'like');
  await react(alice, aliceNo, 'like');
  await react(alice, aliceNo, 'remove');
  await bob.goto('/en/');
  await react(bob, bobOnly, 'like');
  await react(bob, bobNo, 'like');
  await react(bob, bobNo, 'remove');
  await react(bob, shared, 'like');
  const reveal = bob.getByRole('dialog', { name: "It's a match!" });
  await expect(reveal).toBeVisible();
  await reveal.getByRole('button', { name: 'Later' }).click();
  await expect(reveal).toBeHidden();

  // Upload now (the web app's test hook) instead of in 30 s, then read what Duet's collector stored
  // from these two browsers: their device ids, which other tests' browsers never share.
  const devices = new Set<string>();
  for (const page of [alice, bob]) {
    const cookie = (await page.context().cookies()).find(({ name }) => name === ANALYTICS_DEVICE_COOKIE);
    expect(cookie?.value).toBeTruthy();
    devices.add(cookie!.value);
  }
  let events: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        await Promise.all(
          [alice, bob].map((page) =>
            page.evaluate(() =>
              (window as { __duetAnalytics?: { flush: () => Promise<void> } }).__duetAnalytics?.flush(),
            ),
          ),
        );
        events = (
          (await (await request.get(endpointUrl(endpoints.listAnalyticsEvents))).json()) as StoredEvent[]
        ).filter((event) => devices.has(event.device_id!));
        const count = (type: string) => events.filter((event) => event.event_type === type).length;
        const matched = events.some(
          (event) => event.event_type === 'match' && event.event_properties?.fantasy === shared.id,
        );
        return matched && count('like') >= 4 && count('dislike') >= 2;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  const types = new Set(events.map((event) => event.event_type));
  for (const type of [
    'sign_in',
    'registration',
    'consent_given',
    'invite_sent',
    'invite_accepted',
    'like',
    'dislike',
    'match',
  ]) {
    expect(types, type).toContain(type);
  }

  for (const event of events) {
    // Every event is in the typed catalogue, pseudonymous, and without an IP address.
    expect(ANALYTICS_EVENT_NAMES).toContain(event.event_type);
    expect(event.device_id).toBeTruthy();
    expect(event.user_id ?? null).toBeNull();
    expect(event).not.toHaveProperty('ip');
    // Likes and dislikes carry nothing at all.
    if (event.event_type === 'like' || event.event_type === 'dislike') {
      expect(event.event_properties ?? {}).toEqual({});
    }
    // Only a match names a fantasy, and only the shared one.
    if (event.event_properties && 'fantasy' in event.event_properties) {
      expect(event.event_type).toBe('match');
    }
  }
  const stored = JSON.stringify(events);
  for (const fantasy of [aliceOnly, aliceNo, bobOnly, bobNo]) {
    expect(stored).not.toContain(fantasy.title);
    expect(stored).not.toContain(fantasy.slug);
    expect(stored).not.toContain(`"fantasy":${fantasy.id}`);
  }
  expect(
    events.filter((event) => event.event_type === 'match').map((event) => event.event_properties),
  ).toContainEqual({
    fantasy: shared.id,
  });

  // Nothing is configured in e2e, so nothing went to a third party; statistics went to Duet.
  expect(foreign([...aliceUrls, ...bobUrls], origin)).toEqual([]);
  expect([...aliceUrls, ...bobUrls].some((url) => url.endsWith(COLLECTOR))).toBe(true);
});
