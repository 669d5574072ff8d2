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
    /**
     * Keeps the notifications and NOTIFYs each as `<id>:<payload>`, all in one statement (one
     * round trip, whatever the number), in the order given.
     */
    async publish(payloads: readonly string[]): Promise<void> {
      if (payloads.length === 0) return;
      const values = sql.join(
        payloads.map((payload, index) => sql`(${index}::int, ${payload}::text)`),
        sql`, `,
      );
      await db.execute(sql`
        with given (n, payload) as (values ${values}),
        kept as (
          insert into realtime_outbox (payload)
          select payload from given order by n
          returning id, payload
        )
        select pg_notify(${channel}, kept.id::text || ':' || kept.payload)
          from kept order by kept.id`);
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
