import { and, eq, or, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { FREE_DIFFICULTIES, type Subscription } from '@duet/contracts';
import { queryRows, type Db } from '../db/database.ts';
import { preparedOnce } from '../db/prepared.ts';
import { fantasies, subscriptions, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { publishChange } from './changes.ts';
import { liveTokenSubquery, tokenUseOf } from './session/signed-in-read.ts';

/** The subscriptions of a user (`userId`) and of their partner, if any. */
const ofCouple = (userId: Placeholder | SQLWrapper) =>
  or(
    eq(subscriptions.userId, userId),
    eq(subscriptions.userId, sql`(select ${users.partnerId} from ${users} where ${users.id} = ${userId})`),
  );

const subscriptionFields = {
  subscriber: subscriptions.userId,
  expiresAt: subscriptions.expiresAt,
  live: sql<boolean>`(${subscriptions.active} and ${subscriptions.expiresAt} > now())`,
};

const subscriptionsOfCoupleQuery = preparedOnce((db) =>
  db
    .select(subscriptionFields)
    .from(subscriptions)
    .where(ofCouple(sql.placeholder('userId')))
    .prepare('subscriptions_of_couple'),
);

/**
 * The token's user's premium in one statement with the token check (ADR 0020): a row per
 * subscription of the couple, or one row without one; no row for a dead token.
 */
export const signedInSubscriptionsRead = preparedOnce((db) => {
  const me = liveTokenSubquery(db);
  return db
    .select({ ...tokenUseOf(me), ...subscriptionFields })
    .from(me)
    .leftJoin(subscriptions, ofCouple(me.userId))
    .prepare('signed_in_subscriptions');
});

type CoupleSubscription = { subscriber: number | null; expiresAt: Date | null; live: boolean | null };

/**
 * The caller's premium (ADR 0013) from the couple's subscriptions: a couple shares it, so the
 * caller's own subscription or the partner's counts, whichever lasts longer. Active only with the
 * flag set and `expires_at` ahead.
 */
export function premiumOf(userId: number, rows: CoupleSubscription[]): Subscription {
  const held = rows.flatMap(({ subscriber, expiresAt, live }) =>
    subscriber === null || expiresAt === null ? [] : [{ subscriber, expiresAt, live: !!live }],
  );
  const best = held
    .filter((row) => row.live)
    .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime())[0];
  const shown = best ?? held.find((row) => row.subscriber === userId);
  return {
    active: !!best,
    expires_at: shown ? shown.expiresAt.toISOString() : null,
    from_partner: !!best && best.subscriber !== userId,
  };
}

/** The caller's premium, as `premiumOf` says. */
export async function subscriptionOf(db: Db, userId: number): Promise<Subscription> {
  return premiumOf(userId, await subscriptionsOfCoupleQuery(db).execute({ userId }));
}

export async function hasPremium(db: Db, userId: number): Promise<boolean> {
  return (await subscriptionOf(db, userId)).active;
}

/**
 * Adds `months` to the person's subscription: from its end while it is still running, else from
 * now. Run inside the transaction that records why (a payment, a gift, a code). Answers the
 * partner who now shares it, if any.
 */
export async function extendSubscription(db: Db, userId: number, months: number): Promise<number | null> {
  await db.execute(sql`
    insert into subscriptions (user_id, active, expires_at)
    values (${userId}, true, now() + make_interval(months => ${months}))
    on conflict (user_id) do update set
      active = true,
      updated_at = now(),
      expires_at = (case when subscriptions.active and subscriptions.expires_at > now()
                         then subscriptions.expires_at else now() end)
                   + make_interval(months => ${months})`);
  // The partner's premium changed too.
  const [couple] = await queryRows<{ partner_id: number | null }>(
    db,
    sql`select partner_id from users where id = ${userId}`,
  );
  await publishChange(db, {
    users: couple?.partner_id ? [userId, couple.partner_id] : [userId],
    topics: ['subscription'],
  });
  return couple?.partner_id ?? null;
}

/** A fantasy of the catalogue beyond the `free` difficulties: premium only. Own cards never are (ADR 0030). */
const beyondFree = (free: SQLWrapper) =>
  sql`(${fantasies.authorId} is null and ${fantasies.difficulty}::text <> all(${free}::text[]))`;

const firstLockedFantasyQuery = preparedOnce((db) =>
  db
    .select({ id: fantasies.id })
    .from(fantasies)
    .where(
      and(sql`${fantasies.id} = any(${sql.placeholder('ids')}::int[])`, beyondFree(sql.placeholder('free'))),
    )
    .limit(1)
    .prepare('first_locked_fantasy'),
);

/** Whether the couple of `userId` has premium now (what `hasPremium` answers), as one SQL expression. */
export const hasPremiumNow = (userId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${subscriptions} where ${ofCouple(userId)} and ${subscriptionFields.live})`;

/** Whether the fantasy is beyond the `free` difficulties, as one SQL expression. */
export const isLockedFantasy = (fantasyId: SQLWrapper, free: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${fantasies} where ${fantasies.id} = ${fantasyId} and ${beyondFree(free)})`;

/**
 * The premium rule inside a signed-in statement: refused when `locked` (`isLockedFantasy` or
 * `includesLockedFantasy`) and the couple of `userId` has no premium now. A refused row runs no work.
 */
export const refusedWithoutPremium = (locked: SQLWrapper, userId: SQLWrapper) =>
  sql<boolean>`(${locked} and not ${hasPremiumNow(userId)})`;

/** Whether any fantasy of the id array `fantasyIds` is beyond the `free` difficulties, as one SQL expression. */
export const includesLockedFantasy = (fantasyIds: SQLWrapper, free: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${fantasies} where ${fantasies.id} = any(${fantasyIds}::int[]) and ${beyondFree(free)})`;

/** Refuses, with `premium_required`, any of these fantasies beyond the free difficulties unless the couple has premium. */
export async function requirePremiumFor(db: Db, userId: number, fantasyIds: number[]): Promise<void> {
  if (fantasyIds.length === 0) return;
  const [locked] = await firstLockedFantasyQuery(db).execute({ ids: fantasyIds, free: FREE_DIFFICULTIES });
  if (locked && !(await hasPremium(db, userId))) throw new AppError('premium_required');
}
