import { and, eq, gt, sql } from 'drizzle-orm';
import type { ProfileUpdate } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { heldUsernames, interviewRegistrations, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { recordConsent } from '../../shared/consents-repository.ts';
import { signedInUserRow, type UserRow } from '../../shared/users-repository.ts';

export const USERNAME_TAKEN = 'A user with that username already exists.';

const usernameTaken = () => new AppError('invalid', undefined, { username: [USERNAME_TAKEN] });

/** A deleted account's username, still held back from others (ADR 0023). */
async function isUsernameHeld(db: Db, username: string): Promise<boolean> {
  const [held] = await db
    .select({ heldUntil: heldUsernames.heldUntil })
    .from(heldUsernames)
    .where(
      and(eq(heldUsernames.usernameLower, username.toLowerCase()), gt(heldUsernames.heldUntil, sql`now()`)),
    );
  return !!held;
}

/** Changes what the person sent; an 18+ or news answer also goes into their consent record. */
export async function updateProfile(db: Db, userId: number, update: ProfileUpdate): Promise<UserRow> {
  const changes = {
    username: update.username,
    newsSubscription: update.news_subscription,
    accept18Disclaimer: update.accept_18_disclaimer,
    regForInterviewShowed: update.reg_for_interview_showed,
  };
  if (Object.values(changes).every((value) => value === undefined)) return signedInUserRow(db, userId);
  if (update.username !== undefined && (await isUsernameHeld(db, update.username))) throw usernameTaken();
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
      if (update.accept_18_disclaimer !== undefined) {
        await recordConsent(tx, userId, 'adult', update.accept_18_disclaimer);
      }
      if (update.news_subscription !== undefined) {
        await recordConsent(tx, userId, 'news', update.news_subscription);
      }
      return user!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function saveInterviewRegistration(db: Db, userId: number, tgUsername: string): Promise<void> {
  await db
    .insert(interviewRegistrations)
    .values({ userId, tgUsername })
    .onConflictDoUpdate({
      target: interviewRegistrations.userId,
      set: { tgUsername, createdAt: sql`now()` },
    });
}
