import { useCallback } from 'react';
import type { LikeState } from '@duet/contracts';
import { useLiked } from '../api/get-liked.ts';
import { useMatches } from '../api/get-matches.ts';
import { likeStateOf } from '../utils/like-state.ts';

/** The card state of any fantasy for the signed-in user (always none for visitors). */
export function useLikeStates(): (id: number) => LikeState {
  const liked = useLiked().data;
  const matches = useMatches().data;
  return useCallback((id: number) => likeStateOf(id, liked, matches), [liked, matches]);
}
