import { z } from 'zod';
import type { EndpointSchemaTable } from '../endpoint-schema.ts';
import { errorResponses } from '../errors.ts';
import {
  cardIntensitySchema,
  collectionSchema,
  fantasyDetailSchema,
  fantasyFeedbackBodySchema,
  fantasyFeedbackSchema,
  fantasyFiltersSchema,
  fantasyIdParamsSchema,
  fantasySchema,
  tagSchema,
} from '../fantasies.ts';
import { listQuerySchema, listResponseSchema } from '../pagination.ts';

const errors = errorResponses(400, 401, 404);

export const fantasiesEndpointSchemas = {
  listFantasies: {
    tag: 'fantasies',
    summary: 'The fantasy catalogue, localised by Accept-Language',
    querystring: listQuerySchema,
    response: { 200: listResponseSchema(fantasySchema), ...errorResponses(400, 404) },
  },
  listTags: {
    tag: 'fantasies',
    summary: 'Fantasy tags, sorted by their localised title',
    querystring: listQuerySchema,
    response: { 200: listResponseSchema(tagSchema), ...errorResponses(400, 404) },
  },
  listCollections: {
    tag: 'fantasies',
    summary: 'Themed collections of the catalogue, in the order they are shown',
    querystring: listQuerySchema,
    response: { 200: listResponseSchema(collectionSchema), ...errorResponses(400, 404) },
  },
  getFantasy: {
    tag: 'fantasies',
    summary: 'One fantasy with its description and preparation tips (withheld while locked, ADR 0013)',
    params: fantasyIdParamsSchema,
    response: { 200: fantasyDetailSchema, ...errorResponses(400, 404) },
  },
  listRelatedFantasies: {
    tag: 'fantasies',
    summary: 'Up to four fantasies sharing the most tags with this one (shown at /fantasies/{slug}/{slug2}/)',
    params: fantasyIdParamsSchema,
    response: { 200: z.array(fantasySchema), ...errorResponses(400, 404) },
  },
  getFilters: {
    tag: 'fantasies',
    summary: 'Your feed filters',
    response: { 200: fantasyFiltersSchema, ...errors },
  },
  saveFilters: {
    tag: 'fantasies',
    summary: 'Save your feed filters',
    body: fantasyFiltersSchema,
    response: { 200: fantasyFiltersSchema, ...errors },
  },
  getCardIntensity: {
    tag: 'fantasies',
    summary: 'How bold the cards shown to you may be (private to you)',
    response: { 200: cardIntensitySchema, ...errors },
  },
  saveCardIntensity: {
    tag: 'fantasies',
    summary: 'Choose how bold the cards shown to you may be',
    body: cardIntensitySchema,
    response: { 200: cardIntensitySchema, ...errors },
  },
  sendFeedback: {
    tag: 'fantasies',
    summary: 'Leave feedback on a fantasy, optionally anonymous',
    params: fantasyIdParamsSchema,
    body: fantasyFeedbackBodySchema,
    response: { 201: fantasyFeedbackSchema, ...errors },
  },
} satisfies Partial<EndpointSchemaTable>;
