import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  FREE_DIFFICULTIES,
  fantasyDetailSchema,
  fantasyIdParamsSchema,
  fantasySchema,
  listQuerySchema,
  listResponseSchema,
  tagSchema,
} from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { signedInUserId } from '../../shared/session/authenticate.ts';
import { hasPremium } from '../../shared/premium.ts';
import { sendList } from '../../lib/paginate.ts';
import { relatedFantasies } from './related-fantasies.ts';

export const fantasiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('vary', 'Accept-Language');
  });

  app.get(
    '/fantasies/',
    {
      schema: {
        tags: ['fantasies'],
        summary: 'The fantasy catalogue, localised by Accept-Language',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(fantasySchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { fantasies } = (await catalogue.get())[request.locale];
      return sendList(request, reply, request.query, fantasies);
    },
  );

  app.get(
    '/fantasies/tags/',
    {
      schema: {
        tags: ['fantasies'],
        summary: 'Fantasy tags, sorted by their localised title',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(tagSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { tags } = (await catalogue.get())[request.locale];
      return sendList(request, reply, request.query, tags);
    },
  );

  app.get(
    '/fantasies/:id/',
    {
      schema: {
        tags: ['fantasies'],
        summary: 'One fantasy with its description and preparation tips (withheld while locked, ADR 0013)',
        params: fantasyIdParamsSchema,
        response: { 200: fantasyDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const fantasy = (await catalogue.get())[request.locale].details.get(request.params.id);
      if (!fantasy) throw new AppError('not_found');
      if (FREE_DIFFICULTIES.includes(fantasy.difficulty)) return { ...fantasy, locked: false };
      const userId = await signedInUserId(request);
      const unlocked = userId !== null && (await hasPremium(app.db, userId));
      return unlocked
        ? { ...fantasy, locked: false }
        : { ...fantasy, description: null, preparation: null, locked: true };
    },
  );

  app.get(
    '/fantasies/:id/related/',
    {
      schema: {
        tags: ['fantasies'],
        summary:
          'Up to four fantasies sharing the most tags with this one (shown at /fantasies/{slug}/{slug2}/)',
        params: fantasyIdParamsSchema,
        response: { 200: z.array(fantasySchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { fantasies } = (await catalogue.get())[request.locale];
      const fantasy = fantasies.items.find((item) => item.id === request.params.id);
      if (!fantasy) throw new AppError('not_found');
      return relatedFantasies(fantasy, fantasies.items);
    },
  );
};
