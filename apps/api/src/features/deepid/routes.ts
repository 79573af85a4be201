import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { deepidEntries, fantasies } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePremiumFor } from '../../shared/premium.ts';
import { isCatalogueFantasy } from '../../shared/fantasy-visibility.ts';
import { route } from '../../shared/endpoint-route.ts';
import { signedInUserRow, toMe } from '../../shared/users-repository.ts';

async function deepidOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: deepidEntries.fantasyId })
    .from(deepidEntries)
    .where(eq(deepidEntries.userId, userId))
    .orderBy(asc(deepidEntries.position));
  return rows.map((row) => row.id);
}

/**
 * Replaces the user's deep id with `ids`, in that order; unknown ids change nothing. The deep id
 * holds the catalogue only: an own card is refused as an unknown id (ADR 0030).
 */
async function setDeepid(db: Db, userId: number, ids: number[]): Promise<void> {
  if (ids.length > 0) {
    const known = await db
      .select({ id: fantasies.id })
      .from(fantasies)
      .where(and(inArray(fantasies.id, ids), isCatalogueFantasy));
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
  route(app, 'getDeepid', async (request) => deepidOf(app.db, request.user.id));

  route(app, 'setDeepid', async (request) => {
    await requirePremiumFor(app.db, request.user.id, request.body);
    await setDeepid(app.db, request.user.id, request.body);
    return {
      deepid: await deepidOf(app.db, request.user.id),
      user: toMe(await signedInUserRow(app.db, request.user.id)),
    };
  });
};
