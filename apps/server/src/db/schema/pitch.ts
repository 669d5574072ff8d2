// Owned by features/pitch (docs/product.md#pitch).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/**
 * A member's video pitch: one per member, a new upload replacing it. Stored as processing,
 * then ready or failed once the server has checked the video.
 */
export const videoPitches = pgTable(
  'video_pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: memberIdColumn('user_id').unique(),
    /** The storage key, 'pitches/<userId>/<timestamp>-<random>.webm'. */
    videoKey: text('video_key').notNull(),
    status: text('status').notNull().default('processing'),
    sizeBytes: integer('size_bytes').notNull(),
    durationMs: integer('duration_ms'),
    /** Why it failed: 'not_webm', 'malformed', 'no_video' or 'too_long'. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('video_pitches_status_check', sql`${table.status} in ('processing', 'ready', 'failed')`),
    check('video_pitches_size_check', sql`${table.sizeBytes} > 0`),
  ],
);
