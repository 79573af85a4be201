import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { refuseSignIn } from './authenticate.ts';
import { hashToken, liveTokenSelect, liveTokenValues, recordTokenUse } from './tokens.ts';

/**
 * The token's live user as the subquery `me` of a signed-in read's one statement (ADR 0020): select
 * its `userId`, `tokenId` and `isUseStale`, and join the work to `me.userId`, so that a dead token
 * answers no row at all.
 */
export const liveTokenSubquery = (db: Db) => liveTokenSelect(db).as('me');

/** What `readAsSignedIn` needs of `me` in a signed-in read's selection. */
export const tokenUseOf = (me: ReturnType<typeof liveTokenSubquery>) => ({
  userId: me.userId,
  tokenId: me.tokenId,
  isUseStale: me.isUseStale,
});

/** A signed-in read whose work is one scalar SQL expression of the user's id (`result`). */
export function preparedSignedInRead<Result>(name: string, work: (db: Db, userId: SQL) => SQL<Result>) {
  return preparedOnce((db) => {
    const me = liveTokenSubquery(db);
    return db
      .select({ ...tokenUseOf(me), result: work(db, sql`${me.userId}`).as('result') })
      .from(me)
      .prepare(name);
  });
}

type TokenUse = { userId: number; tokenId: number; isUseStale: boolean };
type PreparedRead<Row, Values> = (db: Db) => {
  execute(values: ReturnType<typeof liveTokenValues> & Values): Promise<Row[]>;
};

/**
 * Runs a signed-in read for the request's session token (found well-formed by
 * `requireSessionToken`), with the statement's other placeholders in `values`: sets `request.user` and
 * answers the statement's rows, at least one (the token's), or a 401 as `requireSignIn` would. The
 * database decides on every request whether the token is live, so a revoked token is refused at
 * once, on every node.
 */
export async function readAsSignedIn<Row extends TokenUse, Values extends object = object>(
  request: FastifyRequest & { sessionToken: string },
  reply: FastifyReply,
  read: PreparedRead<Row, Values>,
  values = {} as Values,
): Promise<[Row, ...Row[]]> {
  const { db, config } = request.server;
  const tokenHash = hashToken(request.sessionToken);
  const rows = await read(db).execute({ ...liveTokenValues(tokenHash, config), ...values });
  const [me, ...rest] = rows;
  if (!me) refuseSignIn(reply, 'authentication_failed');
  await recordTokenUse(db, me);
  request.user = { id: me.userId, tokenId: me.tokenId, tokenHash };
  return [me, ...rest];
}
