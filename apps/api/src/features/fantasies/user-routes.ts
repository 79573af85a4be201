import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import {
  fantasyFeedbackBodySchema,
  fantasyFeedbackSchema,
  fantasyFiltersSchema,
  fantasyIdParamsSchema,
} from '@duet/contracts';
import { signedInRoute } from '../../shared/session/signed-in-route.ts';
import { addFeedback } from './feedback.ts';
import { filtersOf, saveFilters } from './user-filters.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const errors = errorResponses(400, 401, 404);

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('fantasies', summary, schema);

/** What a signed-in user keeps about the catalogue: feed filters and feedback. */
export const fantasiesUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/fantasies/user/filters/',
    signedIn('Your feed filters', { response: { 200: fantasyFiltersSchema, ...errors } }),
    async (request) => filtersOf(app.db, request.user!.id),
  );

  app.post(
    '/fantasies/user/filters/',
    signedIn('Save your feed filters', {
      body: fantasyFiltersSchema,
      response: { 200: fantasyFiltersSchema, ...errors },
    }),
    async (request) => saveFilters(app.db, request.user!.id, request.body),
  );

  app.post(
    '/fantasies/:id/feedback/',
    signedIn('Leave feedback on a fantasy, optionally anonymous', {
      params: fantasyIdParamsSchema,
      body: fantasyFeedbackBodySchema,
      response: { 201: fantasyFeedbackSchema, ...errors },
    }),
    async (request, reply) =>
      reply.code(201).send(await addFeedback(app.db, request.user!.id, request.params.id, request.body)),
  );
};
