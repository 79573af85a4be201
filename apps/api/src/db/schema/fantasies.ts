/** The catalogue and a couple's own cards: fantasies, tags, their counters, feed filters and feedback. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  BOLDER_CARDS,
  DEFAULT_BOLDER_CARDS,
  DIFFICULTIES,
  FANTASY_SORTINGS,
  type Locale,
} from '@duet/contracts';
import { users } from './users.ts';

export const difficulty = pgEnum('difficulty', DIFFICULTIES);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
});

/**
 * The catalogue's fantasies and a couple's own cards (ADR 0030), so that likes, maybes, passes,
 * matches and dates work by fantasy id for both. An own card has an author and no slug (no page,
 * never in the catalogue); it is seen only by its author and by `shared_with` while that person is
 * the author's partner (`shared/fantasy-visibility.ts`).
 */
export const fantasies = pgTable(
  'fantasies',
  {
    id: serial('id').primaryKey(),
    /** The catalogue's page address; null for an own card. */
    slug: text('slug').unique(),
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
    /** Who wrote an own card; null for the catalogue. The card goes with its author's account. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The partner an own card is shared with; null once the couple splits (ADR 0030). */
    sharedWithId: integer('shared_with_id').references(() => users.id, { onDelete: 'set null' }),
    /** The interface language an own card was written in (its text is in both columns); null for the catalogue. */
    language: text('language').$type<Locale>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fantasies_author_id_idx')
      .on(table.authorId)
      .where(sql`${table.authorId} is not null`),
    index('fantasies_shared_with_id_idx')
      .on(table.sharedWithId)
      .where(sql`${table.sharedWithId} is not null`),
    // The catalogue has slugs and pages, own cards neither: a seed can never overwrite an own card.
    check('fantasies_slug_xor_author', sql`(${table.slug} is null) <> (${table.authorId} is null)`),
    // Own cards are never locked by premium nor hidden by the intensity setting.
    check('fantasies_own_cards_light', sql`${table.authorId} is null or ${table.difficulty} = 'light'`),
    check(
      'fantasies_shared_only_when_own',
      sql`${table.authorId} is not null or ${table.sharedWithId} is null`,
    ),
  ],
);

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

/** Themed collections of the catalogue (ADR 0029), shown in `position` order. */
export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  emoji: text('emoji').notNull(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  lineRu: text('line_ru').notNull(),
  lineEn: text('line_en').notNull(),
  position: integer('position').notNull(),
});

export const fantasyCollections = pgTable(
  'fantasy_collections',
  {
    fantasyId: integer('fantasy_id')
      .notNull()
      .references(() => fantasies.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.fantasyId, table.collectionId] }),
    index('fantasy_collections_collection_id_idx').on(table.collectionId),
  ],
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

export const fantasySorting = pgEnum('fantasy_sorting', FANTASY_SORTINGS);

export const bolderCards = pgEnum('bolder_cards', BOLDER_CARDS);

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
  /** One collection the feed shows, or null for the whole catalogue. */
  collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
  /** A comfort setting, not a filter: resetting the filters keeps it (ADR 0029). */
  bolderCards: bolderCards('bolder_cards').notNull().default(DEFAULT_BOLDER_CARDS),
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
