import type { Db } from '../../db/database.ts';
import type { StreamTopic } from '@duet/contracts';
import { publishChange } from '../../shared/changes.ts';

/** What a new maybe-match refreshes in both partners' open apps. */
export const MAYBE_MATCH_TOPICS: StreamTopic[] = ['matches'];

/**
 * A new maybe-match (ADR 0025): both partners' open apps refresh their matches. Only when the pair
 * forms, which both will see anyway; a one-sided maybe publishes nothing, so not even the timing
 * of a refresh tells the partner that the other answered.
 */
export async function publishMaybeMatch(db: Db, userId: number, partnerId: number) {
  await publishChange(db, { users: [userId, partnerId], topics: MAYBE_MATCH_TOPICS });
}
