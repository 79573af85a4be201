import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  endpointUrl,
  endpoints,
  isStreamTopic,
  splitLocalePrefix,
  STREAM_SIGNED_OUT_EVENT,
  type StreamTopic,
} from '@duet/contracts/plain';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { endSessionByServer, useSession } from '#lib/session.ts';

/** What each topic of the API's change stream (ADR 0012) asks the page to refetch. */
export const TOPIC_QUERIES: { readonly [Topic in StreamTopic]: readonly QueryKey[] } = {
  notifications: [queryKeys.notifications],
  events: [queryKeys.events],
  matches: [queryKeys.matches, queryKeys.maybeMatches, queryKeys.fantasyStats],
  partner: [
    queryKeys.partner,
    queryKeys.invites,
    queryKeys.matches,
    queryKeys.maybeMatches,
    // Premium is shared by the couple: a new or departed partner changes it.
    queryKeys.subscription,
    // A split cancels the plans not yet done and makes the completed dates history (ADR 0012).
    queryKeys.events,
  ],
  subscription: [queryKeys.subscription],
};

/** The topics of one `change` message; anything else in it (a newer API's topic) is left out. */
function topicsOf(data: string): StreamTopic[] {
  try {
    const topics = (JSON.parse(data) as { topics?: unknown }).topics;
    return Array.isArray(topics) ? topics.filter(isStreamTopic) : [];
  } catch {
    return [];
  }
}

/**
 * While signed in, listens to the change stream (`openStream`, authenticated by the session cookie) and
 * refetches what the partner just changed. Without the stream the app still works by refetching.
 *
 * The stream also ends the session here as soon as it ends on the server: its `signed_out` message,
 * or, when that was missed (a phone asleep at the time), the 401 that closes the stream for good
 * on reconnecting, which a profile read then confirms (any 401 ends the session: api-client.ts).
 */
export function useLiveUpdates(): void {
  const { isAuthorized } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isAuthorized || typeof EventSource === 'undefined') return;
    const source = new EventSource(endpointUrl(endpoints.openStream));
    source.addEventListener('change', (event) => {
      for (const topic of topicsOf((event as MessageEvent<string>).data)) {
        for (const queryKey of TOPIC_QUERIES[topic]) void queryClient.invalidateQueries({ queryKey });
      }
    });
    source.addEventListener(STREAM_SIGNED_OUT_EVENT, () => {
      source.close();
      endSessionByServer();
    });
    source.addEventListener('error', () => {
      // A refused reconnection closes an EventSource for good; a network error only retries.
      if (source.readyState !== EventSource.CLOSED) return;
      const { locale } = splitLocalePrefix(window.location.pathname);
      api(endpoints.getProfile, { locale }).catch(() => undefined);
    });
    return () => source.close();
  }, [isAuthorized, queryClient]);
}
