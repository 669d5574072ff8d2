// Owned by features/circles: circles, their members and requests, and their discussion.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn, users } from './auth';

/** A circle: an industry community with a page, members and a discussion (docs/product.md#circles). */
export const founderCircles = pgTable(
  'founder_circles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    description: text('description').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    imageUrl: text('image_url'),
    /** 'active'; a member's proposal is 'proposed' until an admin approves or declines it. */
    status: text('status').notNull().default('active'),
    /** Its creator or proposer; kept when they leave, cleared when their account goes. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Active members (moderators included), kept by the transaction that adds or removes one. */
    membersCount: integer('members_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'founder_circles_industry_check',
      sql`${table.industry} in ('ai_ml', 'blockchain', 'fintech', 'healthtech', 'edtech', 'ecommerce', 'saas', 'cleantech')`,
    ),
    check(
      'founder_circles_status_check',
      sql`${table.status} in ('active', 'proposed', 'declined')`,
    ),
    check('founder_circles_members_count_check', sql`${table.membersCount} >= 0`),
    uniqueIndex('founder_circles_name_idx').on(sql`lower(${table.name})`),
    // The grid: active circles by name, keyset-paged.
    index('founder_circles_status_name_idx').on(table.status, sql`lower(${table.name})`, table.id),
    index('founder_circles_created_by_idx').on(table.createdBy),
  ],
);

/** A member of a circle, or a request to join a private one (status 'pending'). */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => founderCircles.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    /** 'member' or 'moderator' (its creator). */
    role: text('role').notNull().default('member'),
    /** 'active', or 'pending' while a moderator has not accepted the request. */
    status: text('status').notNull().default('active'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.userId] }),
    check('circle_members_role_check', sql`${table.role} in ('member', 'moderator')`),
    check('circle_members_status_check', sql`${table.status} in ('active', 'pending')`),
    check(
      'circle_members_joined_check',
      sql`(${table.status} = 'active') = (${table.joinedAt} is not null)`,
    ),
    index('circle_members_user_idx').on(table.userId, table.status),
    // Members moderators first then by joining; requests oldest first.
    index('circle_members_list_idx').on(
      table.circleId,
      table.status,
      table.role.desc(),
      table.joinedAt,
      table.userId,
    ),
    index('circle_members_requests_idx').on(table.circleId, table.status, table.requestedAt),
  ],
);

/** A post in a circle's discussion, or a reply to one (`parentId`). */
export const circlePosts = pgTable(
  'circle_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: uuid('circle_id')
      .notNull()
      .references(() => founderCircles.id, { onDelete: 'cascade' }),
    userId: memberIdColumn('user_id'),
    parentId: uuid('parent_id'),
    content: text('content').notNull(),
    /** A post's replies, kept by the transaction that adds or removes one. */
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.parentId],
      foreignColumns: [table.id],
      name: 'circle_posts_parent_fk',
    }).onDelete('cascade'),
    check('circle_posts_replies_count_check', sql`${table.repliesCount} >= 0`),
    // The feed: a circle's posts newest first.
    index('circle_posts_feed_idx')
      .on(table.circleId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.parentId} is null`),
    // A post's replies oldest first.
    index('circle_posts_replies_idx').on(table.parentId, table.createdAt, table.id),
    index('circle_posts_user_idx').on(table.userId),
    // The mail digest's recent replies.
    index('circle_posts_reply_created_idx')
      .on(table.createdAt)
      .where(sql`${table.parentId} is not null`),
  ],
);
