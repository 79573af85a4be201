import { and, desc, eq, sql } from 'drizzle-orm';
import type { Session } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { authTokens } from '../../db/schema.ts';
import { isLive, type TokenLifetime } from '../../shared/session/tokens.ts';

/** The person's live sessions, most recently used first; `current` marks the one of `currentTokenId`. */
export async function listSessions(
  db: Db,
  userId: number,
  currentTokenId: number,
  lifetime: TokenLifetime,
): Promise<Session[]> {
  const rows = await db
    .select({
      id: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      userAgent: authTokens.userAgent,
    })
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), isLive(lifetime)))
    .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    user_agent: row.userAgent,
    current: row.id === currentTokenId,
  }));
}

/** Ends one of the person's live sessions; false when they have no such session. */
export async function revokeSession(
  db: Db,
  userId: number,
  sessionId: number,
  lifetime: TokenLifetime,
): Promise<boolean> {
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, sessionId), eq(authTokens.userId, userId), isLive(lifetime)))
    .returning({ id: authTokens.id });
  return revoked.length > 0;
}
