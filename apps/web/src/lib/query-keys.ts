import { USER_SCOPE } from './session.ts';

/**
 * The keys of the queries the API's change stream refreshes. Their hooks build their keys from
 * these and `useLiveUpdates` invalidates these, so renaming one cannot silently stop live updates.
 */
export const queryKeys = {
  notifications: [USER_SCOPE, 'notifications'],
  events: [USER_SCOPE, 'events'],
  matches: [USER_SCOPE, 'matches'],
  maybeMatches: [USER_SCOPE, 'maybe-matches'],
  fantasyStats: ['fantasies', 'stats'],
  partner: [USER_SCOPE, 'partner'],
  invites: [USER_SCOPE, 'invites'],
  subscription: [USER_SCOPE, 'subscription'],
  ownCards: [USER_SCOPE, 'own-cards'],
} as const;
