import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { USER_SCOPE, useSession } from '#lib/session.ts';

/** What each topic of the API's change stream (ADR 0012) asks the page to refetch. */
const TOPIC_QUERIES: Record<string, QueryKey[]> = {
  notifications: [[USER_SCOPE, 'notifications']],
  events: [[USER_SCOPE, 'events']],
  matches: [
    [USER_SCOPE, 'matches'],
    ['fantasies', 'stats'],
  ],
  partner: [
    [USER_SCOPE, 'partner'],
    [USER_SCOPE, 'invites'],
    [USER_SCOPE, 'matches'],
    // Premium is shared by the couple: a new or departed partner changes it.
    [USER_SCOPE, 'subscription'],
  ],
  subscription: [[USER_SCOPE, 'subscription']],
};

/**
 * While signed in, listens to `GET /api/v0/stream/` (authenticated by the session cookie) and
 * refetches what the partner just changed. Without the stream the app still works by refetching.
 */
export function useLiveUpdates(): void {
  const { isAuthorized } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAuthorized || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/v0/stream/');
    source.addEventListener('change', (event) => {
      let topics: string[] = [];
      try {
        topics = (JSON.parse((event as MessageEvent<string>).data) as { topics?: string[] }).topics ?? [];
      } catch {
        return;
      }
      for (const topic of topics) {
        for (const queryKey of TOPIC_QUERIES[topic] ?? []) void queryClient.invalidateQueries({ queryKey });
      }
    });
    return () => source.close();
  }, [isAuthorized, queryClient]);
}
