import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { AppError } from '../../lib/app-error.ts';
import { bearerToken, challenge } from './authenticate.ts';
import { liveTokenSelect, liveTokenValues, recordTokenUse } from './tokens.ts';

/**
 * A signed-in read in one round trip (ADR 0020): one prepared statement finds the token's live user
 * and does the work for that user, so the database still decides on every request whether the
 * token is live. `work` is a scalar SQL expression of the user's id; a dead token answers no row.
 */
export function preparedSignedInRead<Result>(name: string, work: (db: Db, userId: SQL) => SQL<Result>) {
  return preparedOnce((db) => {
    const me = liveTokenSelect(db).as('me');
    return db
      .select({
        userId: me.userId,
        tokenId: me.tokenId,
        isUseStale: me.isUseStale,
        result: work(db, sql`${me.userId}`).as('result'),
      })
      .from(me)
      .prepare(name);
  });
}

type SignedInRead<Result> = ReturnType<typeof preparedSignedInRead<Result>>;

/**
 * Runs a signed-in read for the request's bearer token (already found well-formed by
 * `requireBearer`): sets `request.user` and answers the work's result, or a 401 as `requireUser` would.
 */
export async function readAsSignedIn<Result>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: SignedInRead<Result>,
): Promise<Result> {
  const { db, config } = request.server;
  const [row] = await read(db).execute(liveTokenValues(bearerToken(request)!, config));
  if (!row) {
    const error = new AppError('authentication_failed');
    challenge(reply, error);
    throw error;
  }
  await recordTokenUse(db, row);
  request.user = { id: row.userId };
  return row.result;
}
