import {
  createDevice,
  startFakePushService,
  type FakePushService,
} from '../apps/api/test/fake-push-service.ts';
import { fetchCatalogue } from './catalogue-api.ts';
import { expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { endpointUrl, endpoints } from '@duet/contracts';
import { bearer } from './people.ts';
import { wordsIn } from './words.ts';

const stamp = Date.now().toString(36);
let service: FakePushService;

test.beforeAll(async () => {
  service = await startFakePushService();
});

test.afterAll(() => service.close());

/**
 * Headless Chromium has no push service to reach here (its real `subscribe()` registers with the
 * browser vendor's servers, ADR 0024), so the page's PushManager hands out a subscription whose
 * endpoint is the fake push service and whose keys the test holds, to decrypt what arrives.
 */
async function injectSubscription(context: BrowserContext, device: ReturnType<typeof createDevice>) {
  await context.addInitScript((json) => {
    const STORED = 'e2e-push-subscribed';
    const subscription = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(STORED);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(STORED, '1');
      return subscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(STORED) ? subscription : null;
    };
  }, device.subscription);
}

/** The notifications the app's worker is showing, as the system would list them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, data }) => ({
      title,
      body,
      data: data as unknown,
    })),
  );

test('push: the switch subscribes this device, and a match reaches it discreetly', async ({ people }) => {
  const { t } = wordsIn('en');
  const device = createDevice(service, `/e2e/${stamp}`);
  const [a, b] = await people.couple(['push_a', 'push_b'], { context: { permissions: ['notifications'] } });
  const [alice, bob] = [a.page, b.page];
  const aliceContext = alice.context();
  await injectSubscription(aliceContext, device);

  await alice.goto('/en/profile/');
  await alice.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const toggle = alice.getByRole('switch', { name: t('account:profile.push.label') });
  await expect(toggle).not.toBeChecked();
  const stored = alice.waitForResponse(
    (response) =>
      response.url().endsWith(endpointUrl(endpoints.savePushSubscription)) &&
      response.request().method() === endpoints.savePushSubscription.method,
  );
  await toggle.focus();
  await alice.keyboard.press('Space');
  expect((await stored).status()).toBe(201);
  await expect(toggle).toBeChecked();
  expect((await stored).request().postDataJSON()).toEqual(device.subscription);

  // Bob likes first: a one-sided like pushes nothing. Then Alice: a match, pushed to both. Pushes
  // go out in the order they are due, so once Bob's device has the match, anything Bob's own like
  // had pushed would have reached Alice's device before hers: she holds the match alone.
  const bobDevice = createDevice(service, `/e2e/${stamp}-bob`);
  const bobStored = await bob.request.post(endpointUrl(endpoints.savePushSubscription), {
    headers: bearer(b.token),
    data: bobDevice.subscription,
  });
  expect(bobStored.status()).toBe(201);
  const light = (await fetchCatalogue(bob.request, 'en')).find((fantasy) => fantasy.difficulty === 'light')!;
  const like = endpointUrl(endpoints.likeFantasy, { id: light.id });
  await bob.request.post(like, { headers: bearer(b.token) });
  await alice.request.post(like, { headers: bearer(a.token) });
  await expect.poll(() => service.to(bobDevice.path).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => service.to(device.path).length).toBe(1);
  const [push] = service.to(device.path);
  expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=/);
  const payload = device.decrypt(push!.body);
  expect(payload).toEqual({
    title: 'Duet',
    body: 'You have a new match ❤',
    url: '/en/notifications/',
    tag: 'match',
  });
  expect(JSON.stringify(payload)).not.toContain(light.title);

  // What the push service would hand the browser: the worker shows it, opening the notifications.
  const cdp = await aliceContext.newCDPSession(alice);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((entry) => !entry.isDeleted);
      if (active) resolve(active.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(alice.url()).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  // The worker wakes for the push first. On a busy machine Chromium has dropped a delivery made
  // while the worker was still starting (twice in CI, never alone), so it is delivered again until
  // shown: one tag, so a second delivery replaces the first instead of stacking.
  await deliver();
  await expect
    .poll(
      async () => {
        const shown = await shownNotifications(alice);
        if (shown.length === 0) await deliver();
        return shown;
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toEqual([{ title: 'Duet', body: 'You have a new match ❤', data: { url: '/en/notifications/' } }]);

  // Off: the browser unsubscribes and the API forgets the device. The first match brought its
  // reveal and the profile's one-time interview offer up over the page; Esc closes each.
  const dialogs = alice.getByRole('dialog');
  await expect(dialogs.first()).toBeVisible();
  await expect
    .poll(async () => {
      if ((await dialogs.count()) > 0) await alice.keyboard.press('Escape');
      return dialogs.count();
    })
    .toBe(0);
  await toggle.focus();
  const deleted = alice.waitForResponse(
    (response) =>
      response.url().endsWith(endpointUrl(endpoints.deletePushSubscription)) &&
      response.request().method() === endpoints.deletePushSubscription.method,
  );
  await alice.keyboard.press('Space');
  expect((await deleted).status()).toBe(204);
  await expect(toggle).not.toBeChecked();
});
