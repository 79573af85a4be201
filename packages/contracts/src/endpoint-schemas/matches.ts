import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { CONSENT_REQUIRED, errorResponses } from '../errors.ts';
import { fantasyIdParamsSchema } from '../fantasies.ts';
import {
  fantasyIdsSchema,
  fantasyStatsSchema,
  likeResultSchema,
  maybeResultSchema,
  passResultSchema,
} from '../matches.ts';

const errors = errorResponses(400, 401, 403, 404);
const passErrors = errorResponses(400, 401, 404);

/** Likes, matches, "maybe" (ADR 0025) and passes: the tag `matches` in the OpenAPI document. */
export const matchesEndpointSchemas = {
  getFantasyStats: {
    tag: 'matches',
    summary: 'Like (mutual only) and feedback (written before today, UTC) counts by fantasy id; ADR 0009',
    response: { 200: fantasyStatsSchema },
  },
  listLiked: {
    tag: 'matches',
    summary: 'Ids of the fantasies you like',
    response: { 200: fantasyIdsSchema, ...errors },
  },
  listMatches: {
    tag: 'matches',
    summary: 'Ids you and your partner both like; empty without a partner',
    response: { 200: fantasyIdsSchema, ...errors },
  },
  likeFantasy: {
    tag: 'matches',
    summary: 'Like a fantasy (idempotent)',
    description: CONSENT_REQUIRED,
    params: fantasyIdParamsSchema,
    response: { 200: likeResultSchema, ...errors },
  },
  dislikeFantasy: {
    tag: 'matches',
    summary: 'Remove your like (idempotent)',
    params: fantasyIdParamsSchema,
    response: { 200: likeResultSchema, ...errors },
  },
  listMaybes: {
    tag: 'matches',
    summary: 'Ids of the fantasies you answered "maybe", oldest first',
    response: { 200: fantasyIdsSchema, ...errors },
  },
  listMaybeMatches: {
    tag: 'matches',
    summary:
      'Ids you and your partner both answered like or maybe, at least one of you maybe; empty without a partner',
    response: { 200: fantasyIdsSchema, ...errors },
  },
  maybeFantasy: {
    tag: 'matches',
    summary: 'Answer "maybe" (idempotent): replaces your like of it, if any',
    description: CONSENT_REQUIRED,
    params: fantasyIdParamsSchema,
    response: { 200: maybeResultSchema, ...errors },
  },
  unmaybeFantasy: {
    tag: 'matches',
    summary: 'Take your "maybe" back (idempotent)',
    params: fantasyIdParamsSchema,
    response: { 204: z.undefined(), ...errors },
  },
  listPassed: {
    tag: 'matches',
    summary: 'Ids of the fantasies you passed in the feed, oldest first',
    response: { 200: fantasyIdsSchema, ...passErrors },
  },
  passFantasy: {
    tag: 'matches',
    summary: 'Pass a fantasy: it leaves your deck; your like, if any, stays',
    description: CONSENT_REQUIRED,
    params: fantasyIdParamsSchema,
    response: { 200: passResultSchema, ...errors },
  },
  unpassFantasy: {
    tag: 'matches',
    summary: 'Take a pass back: the fantasy is in your deck again',
    params: fantasyIdParamsSchema,
    response: { 204: z.undefined(), ...passErrors },
  },
  forgetPasses: {
    tag: 'matches',
    summary: 'Forget your passes: the deck shows those fantasies again',
    response: { 204: z.undefined(), ...passErrors },
  },
} satisfies Partial<EndpointSchemaTable>;
