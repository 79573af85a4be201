import type { LikeState } from '@duet/contracts';

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
