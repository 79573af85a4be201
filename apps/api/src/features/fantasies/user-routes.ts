import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  fantasyFeedbackBodySchema,
  fantasyFeedbackSchema,
  fantasyFiltersSchema,
  fantasyIdParamsSchema,
} from '@duet/contracts';
import { requireUser } from '../auth/authenticate.ts';
import { addFeedback } from './feedback.ts';
import { filtersOf, saveFilters } from './user-filters.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** What a signed-in user keeps about the catalogue: feed filters and feedback. */
export const fantasiesUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({ tags: ['fantasies'], summary, security: [{ bearer: [] }] });

  app.get(
    '/fantasies/user/filters/',
    {
      onRequest: requireUser,
      schema: { ...schema('Your feed filters'), response: { 200: fantasyFiltersSchema, ...errors } },
    },
    async (request) => filtersOf(app.db, request.user!.id),
  );

  app.post(
    '/fantasies/user/filters/',
    {
      onRequest: requireUser,
      schema: {
        ...schema('Save your feed filters'),
        body: fantasyFiltersSchema,
        response: { 200: fantasyFiltersSchema, ...errors },
      },
    },
    async (request) => saveFilters(app.db, request.user!.id, request.body),
  );

  app.post(
    '/fantasies/:id/feedback/',
    {
      onRequest: requireUser,
      schema: {
        ...schema('Leave feedback on a fantasy, optionally anonymous'),
        params: fantasyIdParamsSchema,
        body: fantasyFeedbackBodySchema,
        response: { 201: fantasyFeedbackSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addFeedback(app.db, request.user!.id, request.params.id, request.body)),
  );
};
