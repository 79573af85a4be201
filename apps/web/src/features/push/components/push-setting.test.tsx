import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@duet/contracts/plain';
import { json, route } from '#test/api-mocks.ts';
import { mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';
import { getPushKeyQueryOptions } from '../api/get-push-key.ts';

const me = makeMe();
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/device/1';
const LABEL = 'Push notifications on this device';

beforeAll(() => import('#app/routes/profile-page.tsx'));

/** A browser that can receive pushes: a worker registration whose PushManager remembers one subscription. */
function stubPushBrowser(permissionAnswer: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }),
    unsubscribe,
  } as unknown as PushSubscription;
  const subscribe = vi.fn(async () => (current = subscription));
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  } as unknown as ServiceWorkerRegistration;
  const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn() };
  notification.requestPermission.mockImplementation(async () => (notification.permission = permissionAnswer));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, subscription, unsubscribe, notification };
}

function mockPushApi() {
  return mockAccountApi(
    { me },
    {
      [route(endpoints.getPushKey)]: () => json({ public_key: PUBLIC_KEY }),
      [route(endpoints.savePushSubscription)]: (locale, request) =>
        request.method === 'POST'
          ? json({ endpoint: ENDPOINT, locale, created_at: '2026-02-14T18:00:00.000Z' }, 201)
          : new Response(null, { status: 204 }),
    },
  );
}

describe('profile: push notifications on this device', () => {
  it('is off and says why when the server has no push', async () => {
    stubPushBrowser();
    const api = mockAccountApi({ me }, { [route(endpoints.getPushKey)]: () => json({ public_key: null }) });
    const { queryClient } = renderApp('/en/profile/', { me });
    await screen.findByText('News about Duet');
    // The switch hides while the key is unknown: look once the server's answer is in the cache.
    await waitFor(() =>
      expect(queryClient.getQueryState(getPushKeyQueryOptions('en').queryKey)?.status).toBe('success'),
    );
    expect(queryClient.getQueryData(getPushKeyQueryOptions('en').queryKey)).toBeNull();
    expect(api.callsTo('/push/key/')).toHaveLength(1);
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Push notifications aren't set up on this Duet server yet/)).toBeTruthy();
  });

  it('asks permission, subscribes with the server key and stores the subscription; off undoes both', async () => {
    const { subscribe, unsubscribe, notification } = stubPushBrowser();
    const api = mockPushApi();
    renderApp('/en/profile/', { me });
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(notification.requestPermission).toHaveBeenCalled();
    const [options] = subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    await waitFor(() => expect(api.callsTo('/push/subscriptions/').length).toBeGreaterThan(0));
    const stored = api.callsTo('/push/subscriptions/')[0]!.request;
    expect(stored.method).toBe('POST');
    expect(stored.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
    expect(stored.headers.get('Accept-Language')).toMatch(/^en/);

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(unsubscribe).toHaveBeenCalled();
    const deleted = api.callsTo('/push/subscriptions/').find((call) => call.request.method === 'DELETE');
    expect(deleted?.request.body).toEqual({ endpoint: ENDPOINT });
  });

  it('says so in Russian when notifications were refused, and stores nothing', async () => {
    const { subscribe } = stubPushBrowser('denied');
    const api = mockPushApi();
    renderApp('/profile/', { me });
    fireEvent.click(await screen.findByRole('switch', { name: 'Push-уведомления на этом устройстве' }));
    expect(
      await screen.findByText('Уведомления для Duet запрещены в настройках этого браузера.'),
    ).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
    expect(api.callsTo('/push/subscriptions/')).toHaveLength(0);
  });
});
