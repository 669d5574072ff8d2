// All SQL of messages. Every thread query names the pair as least/greatest of the two user ids,
// the leading columns of messages_thread_idx, so a long thread is read from the index in order.
import { eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { lockPair } from '../../db/locks';
import { defineRepository } from '../../db/repository';
import { connections, profiles } from '../../db/schema';
import { acceptedConnectionBetween } from '../connections';
import { isActiveProfile } from '../profiles';
import { notBlockedWith } from '../safety';
import type { ThreadCursor } from './messages.cursor';

/** The other member of a conversation, and whether the two may message each other. */
export type PeerRow = {
  id: string;
  userId: string;
  name: string;
  title: string;
  imageUrl: string | null;
  active: boolean;
  /** The member deleted their account (docs/product.md#account-deletion). */
  deleted: boolean;
  /** An accepted connection joins the two. */
  connected: boolean;
  /** Neither blocked the other. */
  unblocked: boolean;
};

/** A message as stored; times are ISO text with microseconds (exact, for cursors). */
export type MessageRow = {
  id: string;
  senderId: string;
  body: string;
  createdAt: string;
  readAt: string | null;
};

type RawMessage = {
  id: string;
  sender_id: string;
  body: string;
  created_at: string;
  read_at: string | null;
};

const isoMicros = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// The times leave as text under their column names: ORDER BY must name messages.created_at, or it
// would sort by the text. And it must spell out the index's NULLS LAST (desc) / NULLS FIRST (asc,
// the index read backwards): the planner does not match a different nulls order to the index,
// even on NOT NULL columns, and would sort the whole thread instead.
const messageColumns = sql`id, sender_id, body,
  ${isoMicros(sql`created_at`)} as created_at,
  ${isoMicros(sql`read_at`)} as read_at`;

/** The thread of two users, whichever way each message went (messages_thread_idx). */
function inThread(userIdA: string, userIdB: string) {
  return sql`least(sender_id, receiver_id) = least(${userIdA}::text, ${userIdB}::text)
    and greatest(sender_id, receiver_id) = greatest(${userIdA}::text, ${userIdB}::text)`;
}

function toMessage(row: RawMessage): MessageRow {
  return {
    id: row.id,
    senderId: row.sender_id,
    body: row.body,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export function createMessagesRepository(database: Db) {
  return defineRepository(database, messagesQueries);
}

function messagesQueries(db: DbOrTx) {
  return {
    /** The profile and what the viewer may do with it, in one query; null when unknown. */
    async findPeer(viewerUserId: string, profileId: string): Promise<PeerRow | null> {
      const [row] = await db
        .select({
          id: profiles.id,
          userId: profiles.userId,
          name: profiles.name,
          title: profiles.title,
          imageUrl: profiles.imageUrl,
          active: sql<boolean>`${isActiveProfile()}`,
          deleted: sql<boolean>`${profiles.status} = 'deleted'`,
          connected: sql<boolean>`exists (select 1 from ${connections} where ${acceptedConnectionBetween(
            viewerUserId,
            sql`${profiles.userId}`,
          )})`,
          unblocked: sql<boolean>`${notBlockedWith(viewerUserId)}`,
        })
        .from(profiles)
        .where(eq(profiles.id, profileId))
        .limit(1);
      return row ?? null;
    },

    /** Newest first: up to `limit` messages of the thread older than `before` (if given). */
    async olderMessages(
      userIdA: string,
      userIdB: string,
      before: ThreadCursor | null,
      limit: number,
    ): Promise<MessageRow[]> {
      const older = before
        ? sql`and (created_at, id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)`
        : sql``;
      const rows = await queryRows<RawMessage>(
        db,
        sql`select ${messageColumns} from messages
            where ${inThread(userIdA, userIdB)} ${older}
            order by messages.created_at desc nulls last, messages.id desc nulls last
            limit ${limit}`,
      );
      return rows.map(toMessage);
    },

    /** Where a message of this thread sits in it; null when the id is not one of its messages. */
    async positionOf(
      userIdA: string,
      userIdB: string,
      messageId: string,
    ): Promise<ThreadCursor | null> {
      const [row] = await queryRows<{ created_at: string }>(
        db,
        sql`select ${isoMicros(sql`created_at`)} as created_at from messages
            where id = ${messageId} and ${inThread(userIdA, userIdB)}`,
      );
      return row ? { createdAt: row.created_at, id: messageId } : null;
    },

    /** Oldest first: up to `limit` messages of the thread after `after`. */
    async newerMessages(
      userIdA: string,
      userIdB: string,
      after: ThreadCursor,
      limit: number,
    ): Promise<MessageRow[]> {
      const rows = await queryRows<RawMessage>(
        db,
        sql`select ${messageColumns} from messages
            where ${inThread(userIdA, userIdB)}
              and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)
            order by messages.created_at asc nulls first, messages.id asc nulls first
            limit ${limit}`,
      );
      return rows.map(toMessage);
    },

    /**
     * Serialises the thread's sends until the transaction ends, so that each gets a created_at
     * later than the thread's last message: within a thread commit order is created_at order,
     * and a client that asks for everything after the last message it saw never misses one.
     */
    async lockThread(senderId: string, receiverId: string): Promise<void> {
      await lockPair(db, 'messages', senderId, receiverId);
    },

    /**
     * Inserts a message after the thread's last one (see lockThread), while the two are connected
     * and neither blocked the other; null, inserting nothing, otherwise. The check is part of the
     * insert, and takes the connection FOR SHARE: a block or removal that ends the connection
     * waits for the sending transaction, or the insert sees it ended.
     */
    async insertMessageIfAllowed(
      senderId: string,
      receiverId: string,
      body: string,
    ): Promise<MessageRow | null> {
      const [row] = await queryRows<RawMessage>(
        db,
        sql`insert into messages (sender_id, receiver_id, body, created_at)
            select ${senderId}, ${receiverId}, ${body}, greatest(
              clock_timestamp(),
              (select created_at + interval '1 microsecond' from messages
                where ${inThread(senderId, receiverId)}
                order by created_at desc nulls last, id desc nulls last
                limit 1))
            where exists (
              select 1 from connections
              where ${acceptedConnectionBetween(senderId, sql`${receiverId}::text`)}
              for share)
              and ${notBlockedWith(senderId, sql`${receiverId}::text`)}
            returning ${messageColumns}`,
      );
      return row ? toMessage(row) : null;
    },

    /**
     * Marks the sender's unread messages to the receiver as read now (messages_unread_idx). The
     * clock is read when the update runs, not when its transaction began, and never before a
     * message's own time: a receipt always covers every message it marked.
     */
    async markRead(
      receiverId: string,
      senderId: string,
    ): Promise<{ read: number; readAt: string }> {
      const [row] = await queryRows<{ read: number; read_at: string }>(
        db,
        sql`with clock as (select clock_timestamp() as at),
            marked as (
              update messages set read_at = greatest((select at from clock), created_at)
              where receiver_id = ${receiverId} and sender_id = ${senderId} and read_at is null
              returning read_at)
            select (select count(*) from marked)::int as read,
              ${isoMicros(sql`greatest((select at from clock), (select max(read_at) from marked))`)}
                as read_at`,
      );
      return { read: Number(row!.read), readAt: row!.read_at };
    },

    /**
     * Unread messages addressed to the member from active members they are connected with and
     * have no block with: counted per sender on messages_unread_idx, then the senders checked.
     */
    async unreadTotal(receiverId: string): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select coalesce(sum(unread.n), 0)::int as total
            from (
              select sender_id, count(*) as n from messages
              where receiver_id = ${receiverId} and read_at is null
              group by sender_id
            ) as unread
            join ${profiles} on ${profiles.userId} = unread.sender_id
            where ${isActiveProfile()}
              and exists (select 1 from ${connections} where ${acceptedConnectionBetween(
                receiverId,
                sql`unread.sender_id`,
              )})
              and ${notBlockedWith(receiverId)}`,
      );
      return Number(row?.total ?? 0);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
export type MessagesQueries = ReturnType<typeof messagesQueries>;
