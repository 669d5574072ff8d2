import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { defineRepository } from '../db/repository';

export type OutboxRow = { id: number; payload: string };

/** All SQL of the realtime outbox (db/schema/realtime-outbox.ts). */
export function createRealtimeOutboxRepository(database: Db, channel: string) {
  return defineRepository(database, (executor) => realtimeOutboxQueries(executor, channel));
}

function realtimeOutboxQueries(db: DbOrTx, channel: string) {
  return {
    /** Keeps the notification and NOTIFYs `<id>:<payload>`, in one statement. */
    async publish(payload: string): Promise<void> {
      await db.execute(sql`
        with kept as (insert into realtime_outbox (payload) values (${payload}) returning id)
        select pg_notify(${channel}, kept.id::text || ':' || ${payload}) from kept`);
    },

    /**
     * Notifications after the last one heard (`afterId`), and those kept since `since` (a later
     * id can commit first), oldest first.
     */
    async missedSince(afterId: number, since: Date): Promise<OutboxRow[]> {
      const rows = await queryRows<{ id: string | number; payload: string }>(
        db,
        sql`select id, payload from realtime_outbox
            where id > ${afterId} or created_at >= ${since.toISOString()}::timestamptz
            order by id`,
      );
      return rows.map((row) => ({ id: Number(row.id), payload: row.payload }));
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.execute(
        sql`delete from realtime_outbox where created_at < ${before.toISOString()}::timestamptz`,
      );
    },
  };
}
