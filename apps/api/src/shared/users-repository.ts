import { eq, sql } from 'drizzle-orm';
import type { Me } from '@duet/contracts';
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
};

export function toMe(user: Pick<UserRow, keyof typeof meColumns>): Me {
  return {
    id: user.id,
    username: user.username,
    news_subscription: user.newsSubscription,
    accept_18_disclaimer: user.accept18Disclaimer,
    reg_for_interview_showed: user.regForInterviewShowed,
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
