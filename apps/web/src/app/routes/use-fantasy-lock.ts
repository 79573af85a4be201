import { useCallback } from 'react';
import type { Fantasy } from '@duet/contracts';
import { useSubscription } from '#features/subscriptions/api/get-subscription.ts';
import { isFantasyLocked } from '#features/subscriptions/utils/premium.ts';
import { useSession } from '#lib/session.ts';

/**
 * Whether a fantasy is locked for the reader: beyond the free difficulties without the couple's
 * premium. Until a signed-in reader's premium is known nothing is locked, so a subscriber never sees
 * locks flash; the API still refuses a locked like, and the invitation opens then.
 */
export function useFantasyLock(): (fantasy: Pick<Fantasy, 'difficulty'>) => boolean {
  const { isAuthorized } = useSession();
  const subscription = useSubscription();
  const isKnown = !isAuthorized || subscription.data !== undefined;
  return useCallback(
    (fantasy) => isKnown && isFantasyLocked(fantasy.difficulty, subscription.data),
    [isKnown, subscription.data],
  );
}
