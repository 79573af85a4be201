/** People: accounts, their sign-in identities and tokens, held usernames, consents. */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONSENT_KINDS } from '@duet/contracts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** Marketing e-mail: consent is given, never assumed (GDPR art. 7, 152-FZ art. 9), so off until ticked. */
    newsSubscription: boolean('news_subscription').notNull().default(false),
    accept18Disclaimer: boolean('accept_18_disclaimer').notNull().default(false),
    regForInterviewShowed: boolean('reg_for_interview_showed').notNull().default(false),
    /** The current partner; both rows of a couple point at each other. */
    partnerId: integer('partner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The consent to process answers about fantasies in force (ADR 0035), null when none: kept on the
     * row every answer locks, so an answer racing a withdrawal sees it. Its history is in `consents`.
     */
    intimateAnswersConsentVersion: text('intimate_answers_consent_version'),
    intimateAnswersConsentGivenAt: timestamp('intimate_answers_consent_given_at', { withTimezone: true }),
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
    /** Moved forward at most every `SESSION_ACTIVITY_STEP_MINUTES` (ADR 0008), so a signed-in request rarely writes. */
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
    /** The version of the text agreed to, for a given `intimate_answers` consent (ADR 0035). */
    version: text('version'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_user_id_idx').on(table.userId, table.recordedAt)],
);
