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

describe('useLiveUpdates', () => {
  it('refetches the queries of each topic the stream names, and closes on unmount', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { useLiveUpdates } = await import('./use-live-updates.ts');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { unmount } = renderHook(() => useLiveUpdates(), { wrapper });
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/v0/stream/');
    source.listeners.get('change')!({
      data: JSON.stringify({ topics: ['events', 'matches'] }),
    } as MessageEvent<string>);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['me', 'events'],
      ['me', 'matches'],
      ['fantasies', 'stats'],
    ]);
    unmount();
    expect(source.closed).toBe(true);
  });

  it('refetches the shared premium when the subscription or the partner changes', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { useLiveUpdates } = await import('./use-live-updates.ts');
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useLiveUpdates(), { wrapper });
    const change = FakeEventSource.last!.listeners.get('change')!;
    change({ data: JSON.stringify({ topics: ['subscription'] }) } as MessageEvent<string>);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['me', 'subscription']]);
    invalidate.mockClear();
    change({ data: JSON.stringify({ topics: ['partner'] }) } as MessageEvent<string>);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual([
      'me',
      'subscription',
    ]);
  });
});
