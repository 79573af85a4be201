import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, not, sql, type Placeholder } from 'drizzle-orm';
import { SESSION_ACTIVITY_STEP_MINUTES } from '@duet/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { authTokens } from '../../db/schema.ts';
import { preparedOnce } from '../../db/prepared.ts';

/** How long a token lives: refused after `TOKEN_IDLE_DAYS` unused or `TOKEN_LIFETIME_DAYS` after issue. */
export type TokenLifetime = Pick<Config, 'TOKEN_IDLE_DAYS' | 'TOKEN_LIFETIME_DAYS'>;

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak yields no usable token. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type Days = number | Placeholder;

const daysAgo = (days: Days) => sql`now() - make_interval(days => ${days}::int)`;

/** Not revoked, used within the idle window, and younger than the absolute lifetime. */
export function isLive(lifetime: { TOKEN_IDLE_DAYS: Days; TOKEN_LIFETIME_DAYS: Days }) {
  return and(
    isNull(authTokens.revokedAt),
    gt(authTokens.lastUsedAt, daysAgo(lifetime.TOKEN_IDLE_DAYS)),
    gt(authTokens.createdAt, daysAgo(lifetime.TOKEN_LIFETIME_DAYS)),
  )!;
}

/** Longer User-Agents are cut: the sessions list needs the browser and system, not every token of it. */
const USER_AGENT_MAX_LENGTH = 512;

export async function issueToken(db: Db, userId: number, userAgent?: string): Promise<string> {
  const token = generateToken();
  await db
    .insert(authTokens)
    .values({ userId, tokenHash: hashToken(token), userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) });
  return token;
}

/** Deletes the user's revoked and expired tokens, so the table grows with sessions in use only. */
export async function deleteDeadTokens(db: Db, userId: number, lifetime: TokenLifetime): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), not(isLive(lifetime))));
}

// A literal, not a parameter: the prepared statements stay as they were.
const ACTIVITY_STEP = sql.raw(`interval '${SESSION_ACTIVITY_STEP_MINUTES} minutes'`);

/**
 * The user behind the token whose hash is the `tokenHash` placeholder, if the token is live; the
 * lifetime comes as the `idleDays` and `lifetimeDays` placeholders. At most one row.
 */
export function liveTokenSelect(db: Db) {
  return db
    .select({
      userId: authTokens.userId,
      tokenId: authTokens.id,
      isUseStale: sql<boolean>`${authTokens.lastUsedAt} < now() - ${ACTIVITY_STEP}`.as('is_use_stale'),
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isLive({
          TOKEN_IDLE_DAYS: sql.placeholder('idleDays'),
          TOKEN_LIFETIME_DAYS: sql.placeholder('lifetimeDays'),
        }),
      ),
    );
}

/** The values of `liveTokenSelect`'s placeholders for a token, by its hash. */
export const liveTokenValues = (tokenHash: string, lifetime: TokenLifetime) => ({
  tokenHash,
  idleDays: lifetime.TOKEN_IDLE_DAYS,
  lifetimeDays: lifetime.TOKEN_LIFETIME_DAYS,
});

const liveTokenQuery = preparedOnce((db) => liveTokenSelect(db).prepare('live_token'));

/** Who signed in, as every signed-in request knows them, and the session token (by its hash) they came with. */
export type SignedInUser = { id: number; tokenId: number; tokenHash: string };

/**
 * A token's use is recorded at most once every `SESSION_ACTIVITY_STEP_MINUTES`: a signed-in request
 * in between writes nothing, and the idle window and the devices list are exact to within that step.
 */
export async function recordTokenUse(db: Db, use: { tokenId: number; isUseStale: boolean }): Promise<void> {
  if (!use.isUseStale) return;
  await db
    .update(authTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(authTokens.id, use.tokenId));
}

/** The user behind a live token, in one prepared statement. */
export async function findTokenUser(
  db: Db,
  token: string,
  lifetime: TokenLifetime,
): Promise<SignedInUser | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await liveTokenQuery(db).execute(liveTokenValues(tokenHash, lifetime));
  if (!row) return undefined;
  await recordTokenUse(db, row);
  return { id: row.userId, tokenId: row.tokenId, tokenHash };
}

// Keeps each query's parameter list far below PostgreSQL's limit of 65,535.
const CHECK_BATCH = 1000;

/** Which of these token hashes still belong to a live token; reads only, so checking is not a use. */
export async function liveTokenHashes(
  db: Db,
  tokenHashes: string[],
  lifetime: TokenLifetime,
): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < tokenHashes.length; start += CHECK_BATCH) {
    const rows = await db
      .select({ tokenHash: authTokens.tokenHash })
      .from(authTokens)
      .where(
        and(inArray(authTokens.tokenHash, tokenHashes.slice(start, start + CHECK_BATCH)), isLive(lifetime)),
      );
    for (const row of rows) live.add(row.tokenHash);
  }
  return live;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Signs the user out everywhere: revokes every live token; answers how many. */
export async function revokeAllTokens(db: Db, userId: number, lifetime: TokenLifetime): Promise<number> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isLive(lifetime)))
    .returning({ id: authTokens.id });
  return revoked.length;
}
