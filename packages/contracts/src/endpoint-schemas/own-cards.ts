import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { CONSENT_REQUIRED, errorResponses } from '../errors.ts';
import {
  ownCardCreateBodySchema,
  ownCardIdParamsSchema,
  ownCardPatchBodySchema,
  ownCardSchema,
} from '../own-cards.ts';
import { listQuerySchema, listResponseSchema } from '../pagination.ts';

const PRIVATE =
  'Only the author and the partner it is shared with ever see an own card; any other card answers ' +
  '404 exactly as an unknown id (ADR 0030).';

/** A couple's own cards (ADR 0030): the tag `own cards` in the OpenAPI document. */
export const ownCardsEndpointSchemas = {
  listOwnCards: {
    tag: 'own cards',
    summary: 'The own cards I see, mine and my partner’s, newest first',
    description: PRIVATE,
    querystring: listQuerySchema,
    response: { 200: listResponseSchema(ownCardSchema), ...errorResponses(400, 401, 404) },
  },
  createOwnCard: {
    tag: 'own cards',
    summary: 'Write an own card, shared with my partner at once',
    description: `${PRIVATE} Refused with 409 \`partner_required\` without a partner and \`own_cards_limit_reached\` past the limit. ${CONSENT_REQUIRED}`,
    body: ownCardCreateBodySchema,
    response: { 201: ownCardSchema, ...errorResponses(400, 401, 403, 409) },
  },
  updateOwnCard: {
    tag: 'own cards',
    summary: 'Edit my own card: the partner’s answers to the old text are cleared',
    description: `${PRIVATE} The partner may not edit it (403). ${CONSENT_REQUIRED}`,
    params: ownCardIdParamsSchema,
    body: ownCardPatchBodySchema,
    response: { 200: ownCardSchema, ...errorResponses(400, 401, 403, 404) },
  },
  deleteOwnCard: {
    tag: 'own cards',
    summary: 'Delete my own card, with every answer and date on it',
    description: `${PRIVATE} The partner may not delete it (403).`,
    params: ownCardIdParamsSchema,
    response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404) },
  },
  shareOwnCard: {
    tag: 'own cards',
    summary: 'Share a card I kept from before with my current partner (idempotent)',
    description: `${PRIVATE} 409 \`partner_required\` without a partner; the partner may not share it (403). ${CONSENT_REQUIRED}`,
    params: ownCardIdParamsSchema,
    response: { 200: ownCardSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
} satisfies Partial<EndpointSchemaTable>;
