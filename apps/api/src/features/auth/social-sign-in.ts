import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { socialAccounts, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/postgres-errors.ts';
import { findUserById, type UserRow } from '../../shared/users-repository.ts';
import type { ProviderIdentity } from './providers/identity.ts';

/** `oauth2…` (or `apple…`) tells the client the account still needs its username. */
function provisionalUsername(provider: ProviderIdentity['provider']): string {
  return `${provider === 'apple' ? 'apple' : 'oauth2'}_${randomBytes(6).toString('hex')}`;
}

async function findLinkedUser(db: Db, identity: ProviderIdentity): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, eq(users.id, socialAccounts.userId))
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.subject, identity.subject)));
  return row?.user;
}

/**
 * The user an identity signs in as. Known identities sign in as their user; with `attachTo` (the
 * signed-in user behind `force_id`) a new identity is attached to that account; otherwise a new
 * user with a provisional username is created.
 */
export async function userForIdentity(
  db: Db,
  identity: ProviderIdentity,
  attachTo?: UserRow,
): Promise<UserRow> {
  const linked = await findLinkedUser(db, identity);
  if (linked) {
    if (attachTo && linked.id !== attachTo.id) throw new AppError('social_account_taken');
    return linked;
  }
  try {
    return await db.transaction(async (tx) => {
      const user =
        attachTo ??
        (
          await tx
            .insert(users)
            .values({ username: provisionalUsername(identity.provider) })
            .returning()
        )[0]!;
      await tx.insert(socialAccounts).values({ userId: user.id, ...identity });
      return user;
    });
  } catch (error) {
    // Two first sign-ins of the same identity raced: the other one created the account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findLinkedUser(db, identity);
    if (!winner) throw error;
    if (attachTo && winner.id !== attachTo.id) throw new AppError('social_account_taken');
    return (await findUserById(db, winner.id))!;
  }
}
