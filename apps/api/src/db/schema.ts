import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONSENT_KINDS,
  DIFFICULTIES,
  FANTASY_SORTINGS,
  MOODS,
  NOTIFICATION_KINDS,
  PURCHASE_KINDS,
  PURCHASE_STATUSES,
  type Locale,
  type NotificationKindName,
} from '@duet/contracts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    newsSubscription: boolean('news_subscription').notNull().default(true),
    accept18Disclaimer: boolean('accept_18_disclaimer').notNull().default(false),
    regForInterviewShowed: boolean('reg_for_interview_showed').notNull().default(false),
    /** The current partner; both rows of a couple point at each other. */
    partnerId: integer('partner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_partner_id_key').on(table.partnerId),
  ],
);

export const SOCIAL_PROVIDERS = ['google', 'yandex', 'vk', 'apple', 'dev'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const socialProvider = pgEnum('social_provider', SOCIAL_PROVIDERS);

/** A provider identity (its stable subject) signed in as a Duet user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: socialProvider('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_accounts_provider_subject_key').on(table.provider, table.subject),
    index('social_accounts_user_id_idx').on(table.userId),
  ],
);

export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled'] as const;
export const inviteStatus = pgEnum('invite_status', INVITE_STATUSES);

export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: inviteStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invites_pending_pair_key')
      .on(table.fromUserId, table.toUserId)
      .where(sql`${table.status} = 'pending'`),
    index('invites_pending_to_user_idx')
      .on(table.toUserId)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** One live invite link per person (ADR 0017): only the token's SHA-256 is kept. */
export const inviteLinks = pgTable('invite_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const interviewRegistrations = pgTable('interview_registrations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  tgUsername: text('tg_username').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved forward at most once an hour (ADR 0008), so a signed-in request rarely writes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The browser that signed in, as its User-Agent said: how the sessions list names the device. */
    userAgent: text('user_agent'),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/**
 * A username a deleted account had: nobody can take it before `held_until`, so that a partner or
 * a friend is not fooled by a stranger taking a name they knew (ADR 0023).
 */
export const heldUsernames = pgTable('held_usernames', {
  usernameLower: text('username_lower').primaryKey(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
});

export const consentKind = pgEnum('consent_kind', CONSENT_KINDS);

/** What a person agreed to (or withdrew) and when: each answer is a row, the latest one counts. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: consentKind('kind').notNull(),
    granted: boolean('granted').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_user_id_idx').on(table.userId, table.recordedAt)],
);

export const difficulty = pgEnum('difficulty', DIFFICULTIES);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
});

export const fantasies = pgTable('fantasies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  teaserRu: text('teaser_ru').notNull().default(''),
  teaserEn: text('teaser_en').notNull().default(''),
  descriptionRu: text('description_ru').notNull(),
  descriptionEn: text('description_en').notNull(),
  preparationRu: text('preparation_ru')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  preparationEn: text('preparation_en')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  difficulty: difficulty('difficulty').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fantasyTags = pgTable(
  'fantasy_tags',
  {
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.fantasyId, table.tagId] }),
    index('fantasy_tags_tag_id_idx').on(table.tagId),
  ],
);

/** One row per (person, fantasy) they like. Only its owner, and matches, ever read it. */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fantasyId] })],
);

/**
 * Fantasies a user passed in the feed ("not for me"): they leave that user's deck of unseen cards.
 * A pass never touches likes and, like a one-sided like, is never shown to anyone else (ADR 0016).
 */
export const passes = pgTable(
  'passes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fantasyId] })],
);

/**
 * "Maybe": curious, not sure (issue 15). A fantasy is liked or maybe'd by one person, never both.
 * Read only by its owner, and by the couple only where both answered like or maybe (ADR 0025).
 */
export const maybes = pgTable(
  'maybes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.fantasyId] })],
);

/** Counters maintained with every like and feedback, so stats never count over all likes. */
export const fantasyStats = pgTable('fantasy_stats', {
  fantasyId: integer('fantasy_id')
    .primaryKey()
    .references(() => fantasies.id, { onDelete: 'cascade' }),
  likeCount: integer('like_count').notNull().default(0),
  /** Feedback written before `unpublished_feedback_day`: what the public stats show (ADR 0009). */
  feedbackCount: integer('feedback_count').notNull().default(0),
  /** Feedback written on `unpublished_feedback_day` (UTC), published from the next day on. */
  unpublishedFeedbackCount: integer('unpublished_feedback_count').notNull().default(0),
  unpublishedFeedbackDay: date('unpublished_feedback_day'),
});

/**
 * The match notification a couple got about a fantasy, and when the match was last undone: a
 * match that comes back is notified again only after staying undone for a while (ADR 0010).
 */
export const matchNotices = pgTable(
  'match_notices',
  {
    /** The couple, lower user id first. */
    firstUserId: integer('first_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secondUserId: integer('second_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while matched. */
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.firstUserId, table.secondUserId, table.fantasyId] }),
    check('match_notices_couple_order', sql`${table.firstUserId} < ${table.secondUserId}`),
    index('match_notices_second_user_id_idx').on(table.secondUserId),
  ],
);

export const deepidEntries = pgTable(
  'deepid_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.position] }),
    uniqueIndex('deepid_entries_user_fantasy_key').on(table.userId, table.fantasyId),
  ],
);

export const fantasySorting = pgEnum('fantasy_sorting', FANTASY_SORTINGS);

export const userFilters = pgTable('user_filters', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  difficulty: difficulty('difficulty'),
  sorting: fantasySorting('sorting').notNull().default('random'),
  tagIds: integer('tag_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
});

export const fantasyFeedback = pgTable(
  'fantasy_feedback',
  {
    id: serial('id').primaryKey(),
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    anonym: boolean('anonym').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fantasy_feedback_fantasy_id_idx').on(table.fantasyId)],
);

export type NotificationKind = NotificationKindName;
/** The notifications that are also pushed to the recipient's devices (ADR 0024). */
export const PUSHED_NOTIFICATION_KINDS = [
  'match',
  'event_received',
  'event_accepted',
  'event_rejected',
] as const satisfies readonly NotificationKind[];
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    fantasyId: integer('fantasy_id').references(() => fantasies.id, { onDelete: 'cascade' }),
    /** Who did what the notification tells about (the partner, the inviter…). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the event is deleted, so "event deleted" still says which one it was. */
    eventId: integer('event_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by `notify` for the kinds that are pushed (ADR 0024), cleared when a push is claimed. The
     * row is the outbox: it exists only once its transaction commits, and the claim clears this
     * once, whichever API node claims it.
     */
    pushPending: boolean('push_pending').notNull().default(false),
  },
  (table) => [
    index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('notifications_push_pending_idx')
      .on(table.id)
      .where(sql`${table.pushPending}`),
  ],
);

export const publicEvents = pgTable('public_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  /** Where it happens; null for what can be shared anywhere (a meteor shower). */
  cityRu: text('city_ru'),
  cityEn: text('city_en'),
  /** The interface languages it is listed in; null for all (ADR 0012). */
  locales: text('locales').array(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
});

export const moodEnum = pgEnum('mood', MOODS);
export const EVENT_STATUSES = ['pending', 'accepted', 'rejected', 'completed'] as const;
export const eventStatus = pgEnum('event_status', EVENT_STATUSES);

/** A dated plan around a fantasy or a public event, alone or with the partner (ADR 0012). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    sourceUserId: integer('source_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    fantasyId: integer('fantasy_id').references(() => fantasies.id, { onDelete: 'cascade' }),
    publicEventId: integer('public_event_id').references(() => publicEvents.id, { onDelete: 'cascade' }),
    mood: moodEnum('mood').notNull().default('fire'),
    happensAt: timestamp('happens_at', { withTimezone: true }).notNull(),
    status: eventStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder push before the date was claimed; a new time clears it (ADR 0024). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    index('events_source_user_id_idx').on(table.sourceUserId, table.happensAt),
    index('events_target_user_id_idx').on(table.targetUserId, table.happensAt),
    index('events_reminder_due_idx')
      .on(table.happensAt)
      .where(
        sql`${table.status} = 'accepted' and ${table.targetUserId} is not null and ${table.remindedAt} is null`,
      ),
  ],
);

/** How a completed event went, one per participant (ADR 0012). */
export const eventMemories = pgTable(
  'event_memories',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: moodEnum('mood').notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

/** Premium plans, seeded from seed/plans.yaml by slug (ADR 0013). */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  months: integer('months').notNull(),
  /** Kopecks. */
  amount: integer('amount').notNull(),
  position: integer('position').notNull().default(0),
  /** A retired plan is no longer sold; purchases and gifts keep pointing at it. */
  archived: boolean('archived').notNull().default(false),
});

/** One per person; a couple shares whichever of the two lasts longer. */
export const subscriptions = pgTable('subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const purchaseKind = pgEnum('purchase_kind', PURCHASE_KINDS);
export const purchaseStatus = pgEnum('purchase_status', PURCHASE_STATUSES);

/** An order sent to the acquirer: its id is the acquirer's OrderId. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the buyer deleted their account: the order is kept, anonymised, for accounting (ADR 0023). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    kind: purchaseKind('kind').notNull(),
    /** Kopecks, copied from the plan when bought, so a price change never touches an order. */
    amount: integer('amount').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerPhone: text('buyer_phone'),
    status: purchaseStatus('status').notNull().default('pending'),
    /** The acquirer's last status (NEW, AUTHORIZED, CONFIRMED…). */
    acquirerStatus: text('acquirer_status').notNull().default('NEW'),
    paymentId: text('payment_id'),
    paymentUrl: text('payment_url'),
    /** Set once, by the first CONFIRMED notification: what makes a payment give premium exactly once. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set once, when the deal of the day paid for it instead. */
    promoAppliedAt: timestamp('promo_applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_user_id_idx').on(table.userId, table.createdAt),
    uniqueIndex('purchases_one_promo_per_user_key')
      .on(table.userId)
      .where(sql`${table.promoAppliedAt} is not null`),
  ],
);

/** Every notification the acquirer sent, verified or not, for support and audits. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    status: text('status'),
    verified: boolean('verified').notNull(),
    applied: boolean('applied').notNull().default(false),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notifications_purchase_id_idx').on(table.purchaseId)],
);

/** A paid gift purchase: its id is the unguessable link a buyer shares. */
export const giftCertificates = pgTable('gift_certificates', {
  id: text('id').primaryKey(),
  purchaseId: uuid('purchase_id')
    .notNull()
    .unique()
    .references(() => purchases.id, { onDelete: 'restrict' }),
  redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Codes made by `npm run codes`; only their SHA-256 is kept. */
export const activationCodes = pgTable('activation_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  label: text('label'),
  months: integer('months').notNull(),
  maxUses: integer('max_uses').notNull(),
  uses: integer('uses').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activationCodeUses = pgTable(
  'activation_code_uses',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => activationCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.codeId, table.userId] })],
);

/** The local payment sandbox's own book of payments, standing in for the acquirer's (never in production). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: serial('id').primaryKey(),
  terminalKey: text('terminal_key').notNull(),
  orderId: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  description: text('description'),
  notificationUrl: text('notification_url'),
  successUrl: text('success_url'),
  failUrl: text('fail_url'),
  status: text('status').notNull().default('NEW'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Duet's own analytics store (ADR 0014): typed events only, never what one partner likes. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    deviceId: text('device_id'),
    userId: text('user_id'),
    sessionId: bigint('session_id', { mode: 'number' }),
    /** When the event happened, as the device says. */
    eventTime: timestamp('event_time', { withTimezone: true }),
    insertId: text('insert_id'),
    /** The event as accepted (without the IP), which is also what is forwarded. */
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('analytics_events_insert_id_key').on(table.insertId),
    index('analytics_events_unforwarded_idx')
      .on(table.id)
      .where(sql`${table.forwardedAt} is null`),
  ],
);

/** Rate-limit hits per route and client, shared by every API node; rows past `resets_at` are purged. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at_idx').on(table.resetsAt)],
);

/**
 * A device's Web Push subscription (ADR 0024), tied to the session that stored it: pushes go only
 * while that session is live, and the row goes with the session's token.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenId: integer('token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device; a capability, unique to the browser profile. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The interface language when stored: what the pushes are written in. */
    locale: text('locale').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_id_idx').on(table.userId)],
);
