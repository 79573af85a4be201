import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FREE_DIFFICULTIES } from '@duet/contracts';
import { AppError } from '../../lib/app-error.ts';
import { sendList } from '../../lib/paginate.ts';
import { route } from '../../shared/endpoint-route.ts';
import { hasPremium } from '../../shared/premium.ts';
import { signedInUserId } from '../../shared/session/authenticate.ts';
import { relatedFantasies } from './related-fantasies.ts';

export const fantasiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue } = app;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('vary', 'Accept-Language');
  });

  route(app, 'listFantasies', async (request, reply) => {
    const { fantasies } = (await catalogue.get())[request.locale];
    return sendList(request, reply, request.query, fantasies);
  });

  route(app, 'listTags', async (request, reply) => {
    const { tags } = (await catalogue.get())[request.locale];
    return sendList(request, reply, request.query, tags);
  });

  route(app, 'listCollections', async (request, reply) => {
    const { collections } = (await catalogue.get())[request.locale];
    return sendList(request, reply, request.query, collections);
  });

  route(app, 'getFantasy', async (request) => {
    const fantasy = (await catalogue.get())[request.locale].details.get(request.params.id);
    if (!fantasy) throw new AppError('not_found');
    if (FREE_DIFFICULTIES.includes(fantasy.difficulty)) return { ...fantasy, locked: false };
    const userId = await signedInUserId(request);
    const unlocked = userId !== null && (await hasPremium(app.db, userId));
    return unlocked
      ? { ...fantasy, locked: false }
      : { ...fantasy, description: null, preparation: null, locked: true };
  });

  route(app, 'listRelatedFantasies', async (request) => {
    const { fantasies } = (await catalogue.get())[request.locale];
    const fantasy = fantasies.items.find((item) => item.id === request.params.id);
    if (!fantasy) throw new AppError('not_found');
    return relatedFantasies(fantasy, fantasies.items);
  });
};
