// Owned by features/video-calls (calls and their signals).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** An intro call one member proposes to another; the receiver accepts or declines. */
export const videoCallRequests = pgTable(
  'video_call_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: memberIdColumn('sender_id'),
    receiverId: memberIdColumn('receiver_id'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    title: text('title').notNull().default('Quick Intro Call'),
    description: text('description'),
    /** The in-app room, /video-call/{id}. */
    meetingLink: text('meeting_link'),
    status: text('status').notNull().default('pending'),
    /** When both had joined and one hung up; the call then counts as an interaction. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('video_call_requests_duration_check', sql`${table.durationMinutes} in (15, 30, 45, 60)`),
    check(
      'video_call_requests_status_check',
      sql`${table.status} in ('pending', 'accepted', 'declined', 'cancelled', 'completed')`,
    ),
    index('video_call_requests_receiver_idx').on(table.receiverId, table.scheduledAt),
    index('video_call_requests_sender_idx').on(table.senderId, table.scheduledAt),
  ],
);

/**
 * WebRTC signalling of a call's room (offer, answer, ICE candidates, ready, hangup), kept so that
 * a participant who reloads or reconnects can read what the other sent; ids give the order.
 */
export const videoCallSignals = pgTable(
  'video_call_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callId: uuid('call_id')
      .notNull()
      .references(() => videoCallRequests.id, { onDelete: 'cascade' }),
    senderId: memberIdColumn('sender_id'),
    kind: text('kind').notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'video_call_signals_kind_check',
      sql`${table.kind} in ('ready', 'offer', 'answer', 'candidate', 'hangup')`,
    ),
    index('video_call_signals_call_idx').on(table.callId, table.id),
  ],
);
