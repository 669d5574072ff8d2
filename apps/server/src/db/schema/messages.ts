// Owned by features/messages.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberIdColumn } from './auth';

/** A chat message between two connected members (docs/product.md#messages). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: memberIdColumn('sender_id'),
    receiverId: memberIdColumn('receiver_id'),
    /** Trimmed, 1..4000 characters. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the receiver opened it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('messages_body_check', sql`length(${table.body}) between 1 and 4000`),
    check('messages_not_self_check', sql`${table.senderId} <> ${table.receiverId}`),
    // A thread, newest first, whichever way each message went.
    index('messages_thread_idx').on(
      sql`least(${table.senderId}, ${table.receiverId})`,
      sql`greatest(${table.senderId}, ${table.receiverId})`,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('messages_unread_idx')
      .on(table.receiverId, table.senderId)
      .where(sql`${table.readAt} is null`),
    // A member's messages either way, for their data export (migration 0038).
    index('messages_sender_idx').on(table.senderId),
    index('messages_receiver_idx').on(table.receiverId),
  ],
);
