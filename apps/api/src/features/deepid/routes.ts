import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
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
import { requirePremiumFor } from '../subscriptions/premium.ts';
import { signedInRoute } from '../auth/signed-in-route.ts';
import { signedInUserRow, toMe } from '../profile/users-repository.ts';

const signedIn = <Schema extends FastifySchema>(summary: string, schema: Schema) =>
  signedInRoute('deepid', summary, schema);

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
  app.get(
    '/fantasies/deepid/',
    signedIn('Your deep id: up to nine fantasy ids, in your order', {
      response: { 200: fantasyIdsSchema, 401: errorBodySchema },
    }),
    async (request) => deepidOf(app.db, request.user!.id),
  );

  app.post(
    '/fantasies/deepid_set/',
    signedIn('Replace your deep id with a list of at most nine distinct fantasy ids', {
      body: deepidSetBodySchema,
      response: {
        200: deepidSetResponseSchema,
        400: errorBodySchema,
        401: errorBodySchema,
        403: errorBodySchema,
      },
    }),
    async (request) => {
      await requirePremiumFor(app.db, request.user!.id, request.body);
      await setDeepid(app.db, request.user!.id, request.body);
      return {
        deepid: await deepidOf(app.db, request.user!.id),
        user: toMe(await signedInUserRow(app.db, request.user!.id)),
      };
    },
  );
};
