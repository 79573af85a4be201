import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, STREAM_SIGNED_OUT_EVENT } from '@duet/contracts/plain';
import { errorResponse, route } from '#test/api-mocks.ts';
import { mockAccountApi } from '#test/account-mocks.ts';
import { makeMe, renderApp } from '#test/render-app.tsx';

const me = makeMe();

/** The change stream as the page opens it; `emit` plays a named message, `refuse` a refused reconnection. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = FakeEventSource.OPEN;
  listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = '{}') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data } as MessageEvent<string>);
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}

const stream = async () => {
  await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/v0/stream/'));
  return FakeEventSource.last!;
};

beforeAll(() => import('./routes/profile-page.tsx'));
afterEach(() => {
  FakeEventSource.last = null;
  vi.unstubAllGlobals();
});

describe('a session ended on the server, while a signed-in page is open', () => {
  it("signs out at once on the stream's word: the page turns signed-out, the user's data goes, and it says why", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockAccountApi({ me });
    const { router, queryClient } = renderApp('/en/profile/', { me });
    expect(await screen.findByRole('region', { name: 'Privacy and data' })).toBeTruthy();
    const source = await stream();
    act(() => source.emit(STREAM_SIGNED_OUT_EVENT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login/'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/en/profile/')}`);
    expect(await screen.findByText('You are signed out on this device')).toBeTruthy();
    expect(document.cookie).not.toContain('token=');
    expect(document.cookie).not.toContain('profile=');
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['me'] })
        .filter((q) => q.state.data),
    ).toEqual([]);
    cleanup();

    FakeEventSource.last = null;
    renderApp('/profile/', { me });
    expect(await screen.findByRole('region', { name: 'Приватность и данные' })).toBeTruthy();
    const russian = await stream();
    act(() => russian.emit(STREAM_SIGNED_OUT_EVENT));
    expect(await screen.findByText('Вы вышли из аккаунта на этом устройстве')).toBeTruthy();
  });

  it('asks the API when the stream is refused on reconnecting, and its 401 signs out the same way', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockAccountApi({ me });
    const { router } = renderApp('/en/profile/', { me });
    expect(await screen.findByRole('region', { name: 'Privacy and data' })).toBeTruthy();
    const source = await stream();
    const refusing = mockAccountApi(
      { me },
      {
        [route(endpoints.getProfile)]: () =>
          errorResponse(401, { code: 'authentication_failed', detail: 'Invalid token.' }),
      },
    );
    act(() => source.refuse());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/login/'));
    expect(await screen.findByText('You are signed out on this device')).toBeTruthy();
    expect(refusing.callsTo('/user/profile/')).toHaveLength(1);
  });
});
