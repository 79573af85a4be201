import { describe, expect, it, vi, afterEach } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

vi.mock('#lib/session.ts', () => ({ USER_SCOPE: 'me', useSession: () => ({ isAuthorized: true }) }));

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

/** Mounts the hook on a fake stream; `send` plays a `change` message, `invalidated` lists the refetched keys. */
async function mountLiveUpdates() {
  vi.stubGlobal('EventSource', FakeEventSource);
  const { useLiveUpdates } = await import('./use-live-updates.ts');
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { unmount } = renderHook(() => useLiveUpdates(), { wrapper });
  const source = FakeEventSource.last!;
  return {
    source,
    unmount,
    send: (topics: string[]) =>
      source.listeners.get('change')!({ data: JSON.stringify({ topics }) } as MessageEvent<string>),
    invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey),
    forget: () => invalidate.mockClear(),
  };
}

describe('useLiveUpdates', () => {
  it('refetches the queries of each topic the stream names, and closes on unmount', async () => {
    const live = await mountLiveUpdates();
    expect(live.source.url).toBe('/api/v0/stream/');
    live.send(['events', 'matches']);
    expect(live.invalidated()).toEqual([
      ['me', 'events'],
      ['me', 'matches'],
      ['fantasies', 'stats'],
    ]);
    live.unmount();
    expect(live.source.closed).toBe(true);
  });

  it('refetches the shared premium when the subscription or the partner changes', async () => {
    const live = await mountLiveUpdates();
    live.send(['subscription']);
    expect(live.invalidated()).toEqual([['me', 'subscription']]);
    live.forget();
    live.send(['partner']);
    expect(live.invalidated()).toContainEqual(['me', 'subscription']);
  });
});
