import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { deepidSetBodySchema, deepidSetResponseSchema } from '../deepid.ts';
import { CONSENT_REQUIRED, errorResponses } from '../errors.ts';
import { fantasyIdsSchema } from '../matches.ts';

export const deepidEndpointSchemas = {
  getDeepid: {
    tag: 'deepid',
    summary: 'Your deep id: up to nine fantasy ids, in your order',
    response: { 200: fantasyIdsSchema, ...errorResponses(401) },
  },
  setDeepid: {
    tag: 'deepid',
    summary: 'Replace your deep id with a list of at most nine distinct fantasy ids',
    description: `A list that is not empty: ${CONSENT_REQUIRED}`,
    body: deepidSetBodySchema,
    response: { 200: deepidSetResponseSchema, ...errorResponses(400, 401, 403) },
  },
} satisfies Partial<EndpointSchemaTable>;
