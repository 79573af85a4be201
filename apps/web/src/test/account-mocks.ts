import type { AuthProviders, Invite, InvitesList, Me, Partner } from '@duet/contracts';
import { endpoints } from '@duet/contracts/plain';
import { json, mockApi, route, type MockRequest } from './api-mocks.ts';

type Handler = Parameters<typeof mockApi>[0] extends Record<string, infer H> | undefined ? H : never;

export const DEV_ONLY_PROVIDERS: AuthProviders = {
  google: null,
  yandex: null,
  vk: null,
  apple: null,
  dev_login: true,
};

export function makeInvite(id: number, from: string, to: string): Invite {
  return {
    id,
    from_user: { id: id * 10, username: from },
    to_user: { id: id * 10 + 1, username: to },
    created_at: '2026-02-14T18:00:00.000Z',
  };
}

type AccountState = { me: Me; partner?: Partner | null; invites?: InvitesList };

/**
 * The account endpoints over a little in-memory state: updating the profile merges into `me`,
 * the partner and invites answer as given. `calls` records every request for assertions.
 */
export function mockAccountApi(state: AccountState, overrides: Record<string, Handler> = {}) {
  const calls: { path: string; request: MockRequest }[] = [];
  const record =
    (path: string, handler: Handler): Handler =>
    (locale, request) => {
      calls.push({ path, request });
      return handler(locale, request);
    };
  let me = state.me;
  const handlers: Record<string, Handler> = {
    [route(endpoints.getProviders)]: () => json(DEV_ONLY_PROVIDERS),
    [route(endpoints.getProfile)]: (_locale, request) => {
      if (request.method === 'PUT') me = { ...me, ...(request.body as Partial<Me>) };
      return json(me);
    },
    [route(endpoints.getPartner, { query: { absent: 'null' } })]: () => json(state.partner ?? null),
    [route(endpoints.listInvites)]: () => json(state.invites ?? { outgoing: [], incoming: [] }),
    [route(endpoints.logout)]: () => new Response(null, { status: 204 }),
    // No purchase yet: the plans form starts empty.
    [route(endpoints.getLastBuyer)]: () => json(null),
    // The profile shows the couple's premium.
    [route(endpoints.getSubscription)]: () => json({ active: false, expires_at: null, from_partner: false }),
    // The navigation's unread badge asks on every main page.
    [route(endpoints.listNotifications, { query: { mark_read: 'false' } })]: () =>
      json({ count: 0, next: null, previous: null, results: [] }),
    ...overrides,
  };
  const fetchMock = mockApi(
    Object.fromEntries(Object.entries(handlers).map(([path, handler]) => [path, record(path, handler)])),
  );
  return { fetchMock, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
