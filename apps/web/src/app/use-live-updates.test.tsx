import { describe, expect, it, vi, afterEach } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { STREAM_TOPICS, type StreamTopic } from '@duet/contracts/plain';
import { getActualEventsQueryOptions } from '#features/events/api/get-actual-events.ts';
import { getCompletedEventsQueryOptions } from '#features/events/api/get-completed-events.ts';
import { getFantasyStatsQueryOptions } from '#features/matches/api/get-fantasy-stats.ts';
import { getMatchesQueryOptions } from '#features/matches/api/get-matches.ts';
import { NOTIFICATIONS_FEED_KEY } from '#features/notifications/api/get-notifications.ts';
import { UNREAD_KEY } from '#features/notifications/api/get-unread-count.ts';
import { getInvitesQueryOptions } from '#features/partners/api/get-invites.ts';
import { getPartnerQueryOptions } from '#features/partners/api/get-partner.ts';
import { getSubscriptionQueryOptions } from '#features/subscriptions/api/get-subscription.ts';

vi.mock('#lib/session.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  useSession: () => ({ isAuthorized: true }),
}));

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
    queryClient,
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
      ['me', 'maybe-matches'],
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

/** The keys the query hooks really use, by the topic whose change must refetch them. */
const HOOK_KEYS: Record<StreamTopic, QueryKey[]> = {
  notifications: [NOTIFICATIONS_FEED_KEY, UNREAD_KEY],
  events: [getActualEventsQueryOptions('en').queryKey, getCompletedEventsQueryOptions('en').queryKey],
  matches: [getMatchesQueryOptions('en').queryKey, getFantasyStatsQueryOptions('en').queryKey],
  partner: [
    getPartnerQueryOptions('en').queryKey,
    getInvitesQueryOptions('en').queryKey,
    getMatchesQueryOptions('en').queryKey,
    getSubscriptionQueryOptions('en').queryKey,
    getCompletedEventsQueryOptions('en').queryKey,
  ],
  subscription: [getSubscriptionQueryOptions('en').queryKey],
};

describe('the stream topics and the query hooks', () => {
  it.each(STREAM_TOPICS)('a "%s" change invalidates the queries its hooks hold', async (topic) => {
    const live = await mountLiveUpdates();
    for (const keys of Object.values(HOOK_KEYS)) {
      for (const queryKey of keys) live.queryClient.setQueryData(queryKey, 'cached');
    }
    live.send([topic]);
    const stale = (queryKey: QueryKey) => live.queryClient.getQueryState(queryKey)?.isInvalidated;
    expect(HOOK_KEYS[topic].filter((queryKey) => !stale(queryKey))).toEqual([]);
    live.unmount();
  });
});
