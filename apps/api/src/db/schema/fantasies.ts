/** The catalogue: fantasies, tags, their counters, feed filters and feedback. */
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { BOLDER_CARDS, DEFAULT_BOLDER_CARDS, DIFFICULTIES, FANTASY_SORTINGS } from '@duet/contracts';
import { users } from './users.ts';

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
