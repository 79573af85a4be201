import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activationCodes, activationCodeUses } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { extendSubscription } from '../../shared/premium.ts';

/** No 0/O, 1/I/L: codes are read off cards and typed by hand. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** The same code however it is typed: case, spaces and dashes do not matter. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
export const hashCode = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('hex');

export function generateCode(prefix = 'DUET'): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return [prefix, ...groups].join('-');
}

export type CodeBatch = {
  count: number;
  months: number;
  maxUses: number;
  expiresAt: Date | null;
  label: string | null;
};

/** Creates the codes and answers them in clear text: only their hashes are kept. */
export async function createCodes(db: Db, batch: CodeBatch): Promise<string[]> {
  const codes = Array.from({ length: batch.count }, () => generateCode());
  await db.insert(activationCodes).values(
    codes.map((code) => ({
      codeHash: hashCode(code),
      label: batch.label,
      months: batch.months,
      maxUses: batch.maxUses,
      expiresAt: batch.expiresAt,
    })),
  );
  return codes;
}

/** Applies a code once per person, within its uses and before it expires. */
export async function applyCode(db: Db, userId: number, code: string): Promise<void> {
  if (normalizeCode(code) === '') throw new AppError('activation_code_invalid');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: activationCodes.id,
        months: activationCodes.months,
        maxUses: activationCodes.maxUses,
        uses: activationCodes.uses,
        expired: sql<boolean>`${activationCodes.expiresAt} is not null and ${activationCodes.expiresAt} <= now()`,
      })
      .from(activationCodes)
      .where(eq(activationCodes.codeHash, hashCode(code)))
      .for('update');
    if (!row) throw new AppError('activation_code_invalid');
    if (row.expired) throw new AppError('activation_code_expired');
    const [used] = await tx
      .insert(activationCodeUses)
      .values({ codeId: row.id, userId })
      .onConflictDoNothing()
      .returning();
    if (!used) throw new AppError('activation_code_already_applied');
    if (row.uses >= row.maxUses) throw new AppError('activation_code_used_up');
    await tx
      .update(activationCodes)
      .set({ uses: sql`${activationCodes.uses} + 1` })
      .where(eq(activationCodes.id, row.id));
    await extendSubscription(tx, userId, row.months);
  });
}
