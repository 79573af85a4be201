import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq, sql } from 'drizzle-orm';
import { FREE_DIFFICULTIES, INTIMATE_CONSENT_VERSION } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { deepidEntries, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { includesLockedFantasy, refusedWithoutPremium } from '../../shared/premium.ts';
import { oneStatementRoute, route } from '../../shared/endpoint-route.ts';
import { liveTokenSubquery, readAsSignedIn, tokenUseOf } from '../../shared/session/signed-in-read.ts';
import { meColumns, toMe } from '../../shared/users-repository.ts';

async function deepidOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: deepidEntries.fantasyId })
    .from(deepidEntries)
    .where(eq(deepidEntries.userId, userId))
    .orderBy(asc(deepidEntries.position));
  return rows.map((row) => row.id);
}

/**
 * `POST /fantasies/deepid_set/` in one statement (ADR 0033): the token's user with the columns of
 * its answer, the premium rule for the ids, and unless refused `set_deepid`, which replaces the deep
 * id with `ids` in that order, or changes nothing and answers the ids that are not catalogue
 * fantasies (own cards are refused as unknown ids, ADR 0030); filling it needs the consent to process
 * answers (ADR 0035), emptying it never does.
 */
const signedInSetDeepid = preparedOnce((db) => {
  const me = liveTokenSubquery(db);
  const ids = sql.placeholder('ids');
  const refused = refusedWithoutPremium(includesLockedFantasy(ids, sql.placeholder('free')), me.userId);
  const unknownIds = sql<number[] | null>`case when ${refused} then null
    else set_deepid(${me.userId}, ${ids}::int[], ${sql.placeholder('consentVersion')}) end`;
  return db
    .select({ ...tokenUseOf(me), user: meColumns, premiumRequired: refused, unknown: unknownIds })
    .from(me)
    .innerJoin(users, eq(users.id, me.userId))
    .prepare('signed_in_set_deepid');
});

export const deepidRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'getDeepid', async (request) => deepidOf(app.db, request.user.id));

  oneStatementRoute(app, 'setDeepid', async (request, reply) => {
    const ids = request.body;
    const [me] = await readAsSignedIn(request, reply, signedInSetDeepid, {
      ids,
      free: FREE_DIFFICULTIES,
      consentVersion: INTIMATE_CONSENT_VERSION,
    });
    if (me.premiumRequired) throw new AppError('premium_required');
    if (me.unknown?.length) {
      throw new AppError('invalid', undefined, {
        non_field_errors: [`Unknown fantasy ids: ${me.unknown.join(', ')}.`],
      });
    }
    return { deepid: ids, user: toMe(me.user) };
  });
};
