import { eq, sql } from 'drizzle-orm';
import type { Me } from '@duet/contracts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toMe(user: UserRow): Me {
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

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return user;
}

export async function findOrCreateUserByUsername(db: Db, username: string): Promise<UserRow> {
  const [created] = await db.insert(users).values({ username }).onConflictDoNothing().returning();
  return created ?? (await findUserByUsername(db, username))!;
}
