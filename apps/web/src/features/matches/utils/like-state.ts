import type { LikeState, MaybeState } from '@duet/contracts';

/** Spec §4 card state: a match outranks a like; anything else is none. */
export function likeStateOf(
  id: number,
  liked: readonly number[] | undefined,
  matches: readonly number[] | undefined,
): LikeState {
  if (matches?.includes(id)) return 'match';
  if (liked?.includes(id)) return 'like';
  return 'none';
}

/** What a card's badge shows: the user's like state, or their maybe (ADR 0025). */
export type CardState = LikeState | MaybeState;

/**
 * The badge of a card: a match first, then a maybe-match (the couple's softer match, whichever of
 * the two said maybe), then the user's own like or maybe.
 */
export function cardStateOf(
  likeState: LikeState,
  id: number,
  maybes: readonly number[] | undefined,
  maybeMatches: readonly number[] | undefined,
): CardState {
  if (likeState === 'match') return 'match';
  if (maybeMatches?.includes(id)) return 'maybe_match';
  if (likeState === 'like') return 'like';
  if (maybes?.includes(id)) return 'maybe';
  return 'none';
}

/** Couples who matched on a fantasy: `like_count` counts both partners of each couple (ADR 0009). */
export function couplesOf(likeCount: number | undefined): number {
  return Math.floor((likeCount ?? 0) / 2);
}

export function withId(ids: readonly number[] | undefined, id: number): number[] {
  return ids?.includes(id) ? [...ids] : [...(ids ?? []), id];
}

export function withoutId(ids: readonly number[] | undefined, id: number): number[] {
  return (ids ?? []).filter((item) => item !== id);
}
