import { z } from 'zod';

export const fantasyIdsSchema = z.array(z.number().int()).meta({ id: 'FantasyIds' });

/**
 * `GET /fantasies/stats/`: counts keyed by fantasy id. `like_count` counts mutual likes only;
 * `feedback_count` orders the "comments" sorting and counts feedback written before the current UTC
 * day (docs/decisions/0009). Absent ids count zero.
 */
export const fantasyStatsSchema = z
  .record(
    z.string().regex(/^\d+$/),
    z.object({ like_count: z.number().int().min(0), feedback_count: z.number().int().min(0) }),
  )
  .meta({ id: 'FantasyStats' });
export type FantasyStats = z.infer<typeof fantasyStatsSchema>;

export const LIKE_STATES = ['none', 'like', 'match'] as const;
export type LikeState = (typeof LIKE_STATES)[number];

/** What a like or dislike left: the card state of that fantasy for the caller. */
export const likeResultSchema = z
  .object({ fantasy: z.number().int(), state: z.enum(LIKE_STATES) })
  .meta({ id: 'LikeResult' });
export type LikeResult = z.infer<typeof likeResultSchema>;

/** What `POST /fantasies/{id}/pass/` recorded: the fantasy left the caller's deck (ADR 0016). */
export const passResultSchema = z.object({ fantasy: z.number().int() }).meta({ id: 'PassResult' });
export type PassResult = z.infer<typeof passResultSchema>;

/**
 * A "maybe" answer's state for the caller (ADR 0025): `maybe` alone, or `maybe_match` when the
 * partner answered like or maybe too. A like and a maybe of one person exclude each other.
 */
export const MAYBE_STATES = ['maybe', 'maybe_match'] as const;
export type MaybeState = (typeof MAYBE_STATES)[number];

/** What `POST /fantasies/{id}/maybe/` left. */
export const maybeResultSchema = z
  .object({ fantasy: z.number().int(), state: z.enum(MAYBE_STATES) })
  .meta({ id: 'MaybeResult' });
export type MaybeResult = z.infer<typeof maybeResultSchema>;
