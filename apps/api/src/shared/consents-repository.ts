import { and, desc, eq } from 'drizzle-orm';
import type { Consent, ConsentKind } from '@duet/contracts';
import type { Db } from '../db/database.ts';
import { consents } from '../db/schema.ts';

/**
 * Records an answer when it differs from the person's latest of that kind, so that devices
 * repeating the same answer do not fill the record. Answers whether it wrote.
 */
export async function recordConsent(db: Db, userId: number, kind: ConsentKind, granted: boolean) {
  const [latest] = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
    .orderBy(desc(consents.recordedAt), desc(consents.id))
    .limit(1);
  if (latest?.granted === granted) return false;
  await db.insert(consents).values({ userId, kind, granted });
  return true;
}

/** Every answer the person gave, newest first. */
export async function listConsents(db: Db, userId: number): Promise<Consent[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.recordedAt), desc(consents.id));
  return rows.map((row) => ({
    kind: row.kind,
    granted: row.granted,
    version: row.version,
    recorded_at: row.recordedAt.toISOString(),
  }));
}
