import { eq, sql } from 'drizzle-orm';
import type { IntimateConsent, Me } from '@duet/contracts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

export type UserRow = typeof users.$inferSelect;

/** The columns of a user that `toMe` answers, for a statement that selects them beside its work. */
export const meColumns = {
  id: users.id,
  username: users.username,
  newsSubscription: users.newsSubscription,
  accept18Disclaimer: users.accept18Disclaimer,
  regForInterviewShowed: users.regForInterviewShowed,
  intimateAnswersConsentVersion: users.intimateAnswersConsentVersion,
  intimateAnswersConsentGivenAt: users.intimateAnswersConsentGivenAt,
};

type MeRow = Pick<UserRow, keyof typeof meColumns>;

/** The consent to process answers about fantasies in force (ADR 0035), or null. */
function intimateConsentOf(user: MeRow): IntimateConsent | null {
  const { intimateAnswersConsentVersion: version, intimateAnswersConsentGivenAt: givenAt } = user;
  return version === null || givenAt === null ? null : { version, given_at: givenAt.toISOString() };
}

export function toMe(user: MeRow): Me {
  return {
    id: user.id,
    username: user.username,
    news_subscription: user.newsSubscription,
    accept_18_disclaimer: user.accept18Disclaimer,
    reg_for_interview_showed: user.regForInterviewShowed,
    intimate_answers_consent: intimateConsentOf(user),
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The signed-in user's row: a 401 if the account went since the token was checked. */
export async function signedInUserRow(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('authentication_failed');
  return user;
}

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return user;
}
