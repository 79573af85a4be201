import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  deepidSetBodySchema,
  deepidSetResponseSchema,
  errorBodySchema,
  fantasyIdsSchema,
} from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { deepidEntries, fantasies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../auth/authenticate.ts';
import { toMe } from '../profile/users-repository.ts';

async function deepidOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: deepidEntries.fantasyId })
    .from(deepidEntries)
    .where(eq(deepidEntries.userId, userId))
    .orderBy(asc(deepidEntries.position));
  return rows.map((row) => row.id);
}

/** Replaces the user's deep id with `ids`, in that order; unknown ids change nothing. */
async function setDeepid(db: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    const known = await db.select({ id: fantasies.id }).from(fantasies).where(inArray(fantasies.id, ids));
    const unknown = ids.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length > 0) {
      throw new AppError('invalid', undefined, {
        non_field_errors: [`Unknown fantasy ids: ${unknown.join(', ')}.`],
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(deepidEntries).where(eq(deepidEntries.userId, userId));
    if (ids.length > 0) {
      await tx
        .insert(deepidEntries)
        .values(ids.map((fantasyId, position) => ({ userId, position, fantasyId })));
    }
  });
}

export const deepidRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({ tags: ['deepid'], summary, security: [{ bearer: [] }] });

  app.get(
    '/fantasies/deepid/',
    {
      onRequest: requireUser,
      schema: {
        ...schema('Your deep id: up to nine fantasy ids, in your order'),
        response: { 200: fantasyIdsSchema, 401: errorBodySchema },
      },
    },
    async (request) => deepidOf(app.db, request.user!.id),
  );

  app.post(
    '/fantasies/deepid_set/',
    {
      onRequest: requireUser,
      schema: {
        ...schema('Replace your deep id with a list of at most nine distinct fantasy ids'),
        body: deepidSetBodySchema,
        response: { 200: deepidSetResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await setDeepid(app.db, request.user!.id, request.body);
      return { deepid: await deepidOf(app.db, request.user!.id), user: toMe(request.user!) };
    },
  );
};
