import { FREE_DIFFICULTIES, INTIMATE_CONSENT_VERSION, type StreamTopic } from '@duet/contracts';
import { CHANGES_CHANNEL, topicsOf } from '../../shared/changes.ts';
import { isPushed } from '../../shared/notify.ts';

/**
 * The answer rules are the database functions of migration 0026 (ADR 0033, 0035). What they are given
 * from here are the rules the rest of the API owns: the free difficulties (premium), the consent text in force (ADR 0035), the renotify
 * delay, whether a match is pushed, the stream topics and the channel.
 */

/** A match undone and redone sooner than this is not notified again (ADR 0010). */
export const MATCH_RENOTIFY_AFTER_HOURS = 24;

/**
 * What a new maybe-match refreshes in both partners' open apps (ADR 0025). Only when the pair
 * forms, which both will see anyway; a one-sided maybe publishes nothing, so not even the timing of
 * a refresh tells the partner that the other answered.
 */
const MAYBE_MATCH_TOPICS: StreamTopic[] = ['matches'];

/** The values `maybe_fantasy` is given, the same for every maybe. */
export const MAYBE_RULES = {
  free: FREE_DIFFICULTIES,
  consentVersion: INTIMATE_CONSENT_VERSION,
  maybeMatchTopics: JSON.stringify(MAYBE_MATCH_TOPICS),
  channel: CHANGES_CHANNEL,
};

/** The values `like_fantasy` is given, the same for every like. */
export const LIKE_RULES = {
  ...MAYBE_RULES,
  renotifyAfter: `${MATCH_RENOTIFY_AFTER_HOURS} hours`,
  matchPushPending: isPushed('match'),
  matchTopics: JSON.stringify(topicsOf('match')),
};
