// Owned by features/ideas: the ideas board, its likes and its comments.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** A startup idea a member shares on the board (docs/product.md#ideas). */
export const startupIdeas = pgTable(
  'startup_ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    stage: text('stage').notNull().default('concept'),
    skillsNeeded: text('skills_needed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rolesNeeded: text('roles_needed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kept equal to its likes rows by the same transaction that adds or removes one. */
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'startup_ideas_industry_check',
      sql`${table.industry} in ('technology', 'finance', 'healthcare', 'education', 'ecommerce', 'ai', 'blockchain', 'cleantech')`,
    ),
    check(
      'startup_ideas_stage_check',
      sql`${table.stage} in ('concept', 'validation', 'prototype', 'mvp')`,
    ),
    check(
      'startup_ideas_counts_check',
      sql`${table.likesCount} >= 0 and ${table.commentsCount} >= 0`,
    ),
    // One per sort, each paged by its keyset.
    index('startup_ideas_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('startup_ideas_likes_idx').on(
      table.likesCount.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('startup_ideas_comments_idx').on(
      table.commentsCount.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('startup_ideas_user_idx').on(table.userId),
    // The skills filter: skills_needed @> array[...].
    index('startup_ideas_skills_idx').using('gin', table.skillsNeeded),
  ],
);

/** One like per member and idea. */
export const startupIdeaLikes = pgTable(
  'startup_idea_likes',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => startupIdeas.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ideaId, table.userId] }),
    index('startup_idea_likes_user_idx').on(table.userId),
  ],
);

/** A plain-text comment on an idea, oldest first. */
export const startupIdeaComments = pgTable(
  'startup_idea_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => startupIdeas.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('startup_idea_comments_idea_idx').on(table.ideaId, table.createdAt, table.id),
    index('startup_idea_comments_user_idx').on(table.userId),
    // The mail digest's recent comments on members' ideas.
    index('startup_idea_comments_created_idx').on(table.createdAt),
  ],
);

/** 'Interested in building this': a member the idea's author may invite to a team. */
export const startupIdeaInterests = pgTable(
  'startup_idea_interests',
  {
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => startupIdeas.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.ideaId, table.userId] }),
    // The author's list: newest first, keyset-paged.
    index('startup_idea_interests_idea_idx').on(
      table.ideaId,
      table.createdAt.desc(),
      table.userId.desc(),
    ),
    index('startup_idea_interests_user_idx').on(table.userId),
  ],
);
