// Owned by features/safety (blocks and reports): others hide blocked members through
// notBlockedWith and isBlockedBetween.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn, users } from './auth';
import { messages } from './messages';
import { profiles } from './profiles';

/**
 * Member A blocked member B: each is hidden from the other and messages stop
 * (docs/product.md#safety).
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: memberIdColumn('blocker_id'),
    blockedId: memberIdColumn('blocked_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('blocks_blocked_id_idx').on(table.blockedId),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/** A report of a profile or one of its messages, kept for the admin area. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: memberIdColumn('reporter_id'),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /**
     * What on the profile is reported beyond a message: an idea, an idea comment or a circle post
     * ('idea', 'idea_comment', 'circle_post'). Not a foreign key: the content may be deleted and
     * the report stays.
     */
    contentKind: text('content_kind'),
    contentId: uuid('content_id'),
    /** One of the shared report reasons. */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** 'open' until an admin decides: 'dismissed' when nothing was done, else 'resolved'. */
    status: text('status').notNull().default('open'),
    /** What the admin did: dismissed, removed (the content), warned, suspended or banned. */
    decision: text('decision'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's words to the reporter and the audit log. */
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reports_status_check', sql`${table.status} in ('open', 'resolved', 'dismissed')`),
    check(
      'reports_decision_check',
      sql`(${table.status} = 'open') = (${table.decision} is null) and (${table.decision} is null or ${table.decision} in ('dismissed', 'removed', 'warned', 'suspended', 'banned'))`,
    ),
    // The queue, newest first, and a decided report's history.
    index('reports_queue_idx').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('reports_profile_id_idx').on(table.profileId),
    // The admin member page lists the reports a member made.
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
    check(
      'reports_content_check',
      sql`(${table.contentKind} is null) = (${table.contentId} is null) and (${table.contentKind} is null or ${table.contentKind} in ('idea', 'idea_comment', 'circle_post'))`,
    ),
    index('reports_content_idx').on(table.contentKind, table.contentId),
  ],
);
