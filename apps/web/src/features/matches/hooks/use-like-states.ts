import { useCallback } from 'react';
import type { LikeState } from '@duet/contracts';
import { useLiked } from '../api/get-liked.ts';
import { useMatches } from '../api/get-matches.ts';
import { useMaybeMatches } from '../api/get-maybe-matches.ts';
import { useMaybes } from '../api/get-maybes.ts';
import { cardStateOf, likeStateOf, type CardState } from '../utils/like-state.ts';

/** The card state of any fantasy for the signed-in user (always none for visitors). */
export function useLikeStates(): (id: number) => LikeState {
  const liked = useLiked().data;
  const matches = useMatches().data;
  return useCallback((id: number) => likeStateOf(id, liked, matches), [liked, matches]);
}

/** What any card's badge shows, maybes included (ADR 0025). */
export function useCardStates(): (id: number) => CardState {
  const likeStateOfId = useLikeStates();
  const maybes = useMaybes().data;
  const maybeMatches = useMaybeMatches().data;
  return useCallback(
    (id: number) => cardStateOf(likeStateOfId(id), id, maybes, maybeMatches),
    [likeStateOfId, maybes, maybeMatches],
  );
}
