import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DIFFICULTIES,
  FANTASY_SORTINGS,
  MOODS,
  NOTIFICATION_KINDS,
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
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
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
  descriptionRu: text('description_ru').notNull(),
  descriptionEn: text('description_en').notNull(),
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

/** Counters maintained with every like and feedback, so stats never count over all likes. */
export const fantasyStats = pgTable('fantasy_stats', {
  fantasyId: integer('fantasy_id')
    .primaryKey()
    .references(() => fantasies.id, { onDelete: 'cascade' }),
  likeCount: integer('like_count').notNull().default(0),
  feedbackCount: integer('feedback_count').notNull().default(0),
});

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
  },
  (table) => [index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export const publicEvents = pgTable('public_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
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
  },
  (table) => [
    index('events_source_user_id_idx').on(table.sourceUserId, table.happensAt),
    index('events_target_user_id_idx').on(table.targetUserId, table.happensAt),
  ],
);
