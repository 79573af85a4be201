/** Plans, subscriptions, purchases, gifts, activation codes and payments (ADR 0013). */
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { PURCHASE_KINDS, PURCHASE_STATUSES } from '@duet/contracts';
import { users } from './users.ts';

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
