import { and, eq, inArray, sql } from 'drizzle-orm';
import { PUSH_REMINDER_LEAD_MINUTES, type Locale } from '@duet/contracts';
import { queryRows, type Db } from '../../db/database.ts';
import { authTokens, pushSubscriptions } from '../../db/schema.ts';
import { isLive, type TokenLifetime } from '../../shared/session/tokens.ts';
import type { PushReason } from './push-texts.ts';

/** One push to send: to this device, about this. */
export type PushDelivery = {
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: Locale;
  reason: PushReason;
  /** Seconds the push service may keep it for an offline device. */
  ttl: number;
};

/**
 * A notification not pushed within this long is dropped unsent (news that late is noise), which
 * also clears what piled up while push was off.
 */
const NOTIFICATION_PUSH_MAX_AGE_SECONDS = 3600;
const CLAIM_BATCH = 100;

type SubscriptionInput = { endpoint: string; p256dh: string; auth: string; locale: Locale };

/**
 * Stores the subscription for the session making the request. An endpoint belongs to one browser
 * profile, so whoever signs in there last takes it over: the previous person's pushes stop.
 */
export async function saveSubscription(db: Db, tokenHash: string, input: SubscriptionInput) {
  const [row] = await queryRows<{ endpoint: string; locale: Locale; created_at: string }>(
    db,
    sql`insert into push_subscriptions (user_id, token_id, endpoint, p256dh, auth, locale)
        select user_id, id, ${input.endpoint}, ${input.p256dh}, ${input.auth}, ${input.locale}
        from auth_tokens where token_hash = ${tokenHash}
        on conflict (endpoint) do update set user_id = excluded.user_id, token_id = excluded.token_id,
          p256dh = excluded.p256dh, auth = excluded.auth, locale = excluded.locale
        returning endpoint, locale, created_at`,
  );
  // No row: the token was deleted since this request was authenticated.
  if (!row) return null;
  // Raw statements answer timestamps as PostgreSQL writes them.
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** Deletes one of the person's own subscriptions; false when they have none at that endpoint. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Subscriptions the push service said are gone (404/410). */
export async function deleteSubscriptionsById(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

const deliveryColumns = sql`s.id as "subscriptionId", s.endpoint, s.p256dh, s.auth, s.locale`;
const liveSession = (lifetime: TokenLifetime) =>
  sql`join ${authTokens} on ${authTokens.id} = s.token_id and ${isLive(lifetime)}`;

/**
 * Claims the committed notifications nobody pushed yet (`notify` marks the kinds that are pushed)
 * and answers a push for each live device of each recipient. The claim is one statement (`skip locked`), so on several API nodes each
 * notification is pushed once; a rolled-back transaction left no row to claim.
 */
export async function claimNotificationPushes(db: Db, lifetime: TokenLifetime): Promise<PushDelivery[]> {
  return queryRows<PushDelivery>(
    db,
    sql`with stale as (
          update notifications set push_pending = false
          where push_pending and created_at <= now() - make_interval(secs => ${NOTIFICATION_PUSH_MAX_AGE_SECONDS}::int)
        ), claimed as (
          update notifications set push_pending = false
          where id in (select id from notifications
                       where push_pending
                         and created_at > now() - make_interval(secs => ${NOTIFICATION_PUSH_MAX_AGE_SECONDS}::int)
                       order by id limit ${CLAIM_BATCH} for update skip locked)
          returning user_id, kind
        )
        select ${deliveryColumns}, claimed.kind::text as reason, ${NOTIFICATION_PUSH_MAX_AGE_SECONDS}::int as ttl
        from claimed
        join push_subscriptions s on s.user_id = claimed.user_id
        ${liveSession(lifetime)}`,
  );
}

/**
 * Claims the accepted dates with a partner that start within `PUSH_REMINDER_LEAD_MINUTES` and had
 * no reminder, and answers a reminder for each live device of both people. A date already begun is
 * claimed without a push; a date moved to a new time is due again (`editEvent` clears the mark).
 */
export async function claimDateReminders(db: Db, lifetime: TokenLifetime): Promise<PushDelivery[]> {
  return queryRows<PushDelivery>(
    db,
    sql`with claimed as (
          update events set reminded_at = now()
          where id in (select id from events
                       where status = 'accepted' and target_user_id is not null and reminded_at is null
                         and happens_at <= now() + make_interval(mins => ${PUSH_REMINDER_LEAD_MINUTES}::int)
                       order by happens_at limit ${CLAIM_BATCH} for update skip locked)
          returning source_user_id, target_user_id, happens_at
        )
        select ${deliveryColumns}, 'date_reminder' as reason,
          ceil(extract(epoch from claimed.happens_at - now()))::int as ttl
        from claimed
        join push_subscriptions s on s.user_id in (claimed.source_user_id, claimed.target_user_id)
        ${liveSession(lifetime)}
        where claimed.happens_at > now()`,
  );
}
