import { eq } from 'drizzle-orm';
import { INTIMATE_CONSENT_VERSION } from '@duet/contracts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses an own card (an answer about fantasies, ADR 0030) unless the
 * person consented to the current text (ADR 0035); call it in the transaction that stores the
 * answer, before it writes. It locks the person's row, which a withdrawal locks for update before
 * erasing their answers: either the withdrawal waits and erases this answer too, or it went first
 * and this sees it (the row as it is after the wait), so no answer outlives a withdrawal. The answers
 * made in one statement (like, maybe, pass, deep id) ask `require_intimate_consent` in SQL instead.
 */
export async function requireIntimateConsent(tx: Db, userId: number): Promise<void> {
  const [row] = await tx
    .select({ version: users.intimateAnswersConsentVersion })
    .from(users)
    .where(eq(users.id, userId))
    .for('share');
  if (row?.version !== INTIMATE_CONSENT_VERSION) throw new AppError('consent_required');
}
