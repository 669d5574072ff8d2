import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../../db/client';
import { connections } from '../../db/schema';
import { fixtureId, insertFounders, userIdOf } from '../../test/founder-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { createMessagesRepository } from './messages.repository';

const ctx = useTestApp();

// Ten founders: a 10,000-message thread between the first two, and 10,000 more messages spread
// over the other pairs, so that the planner has a real choice to make.
const founders = Array.from({ length: 10 }, (_, i) => ({
  id: fixtureId(i + 1),
  name: `Founder ${i + 1}`,
  createdAt: new Date('2026-01-01T00:00:00Z'),
}));
const a = userIdOf(fixtureId(1));
const b = userIdOf(fixtureId(2));

/** The repository on a database (and its transactions) that records the raw SQL it executes. */
function recordingRepository(db: Db) {
  const executed: SQL[] = [];
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, property, receiver) {
        if (property === 'execute') {
          return (query: SQL) => {
            executed.push(query);
            return (inner as unknown as Db).execute(query);
          };
        }
        if (property === 'transaction') {
          return (run: (tx: unknown) => Promise<unknown>) =>
            (inner as unknown as Db).transaction((tx) => run(wrap(tx)));
        }
        return Reflect.get(inner, property, receiver) as unknown;
      },
    });
  return { repository: createMessagesRepository(wrap(db)), executed };
}

async function plan(db: Db, query: SQL): Promise<string> {
  const rows = await queryRows<Record<string, string>>(db, sql`explain ${query}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

beforeAll(async () => {
  const { db } = ctx.database;
  await insertFounders(db, founders);
  await db.insert(connections).values({ senderId: a, receiverId: b, status: 'accepted' });
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, body, created_at, read_at)
    select case when i % 2 = 0 then ${a} else ${b} end,
           case when i % 2 = 0 then ${b} else ${a} end,
           'message ' || i,
           timestamptz '2026-01-01 00:00:00Z' + i * interval '1 second',
           case when i < 9990 then timestamptz '2026-02-01 00:00:00Z' end
    from generate_series(1, 10000) as i`);
  await db.execute(sql`
    insert into messages (sender_id, receiver_id, body, created_at)
    select 'user-' || ${fixtureId(0).slice(0, -12)} || lpad((3 + i % 8)::text, 12, '0'),
           'user-' || ${fixtureId(0).slice(0, -12)} || lpad((3 + (i + 1) % 8)::text, 12, '0'),
           'other ' || i,
           timestamptz '2026-01-01 00:00:00Z' + i * interval '1 second'
    from generate_series(1, 10000) as i`);
  await db.execute(sql`analyze messages`);
});

describe('messages queries on a 10,000-message thread', () => {
  it('every query walks an index, none scans the messages table', async () => {
    const { db } = ctx.database;
    const { repository, executed } = recordingRepository(db);

    const newest = await repository.olderMessages(a, b, null, 31);
    expect(newest).toHaveLength(31);
    const oldest = newest.at(-1)!;
    expect(
      await repository.olderMessages(a, b, { createdAt: oldest.createdAt, id: oldest.id }, 31),
    ).toHaveLength(31);
    const anchor = await repository.positionOf(a, b, oldest.id);
    expect(anchor).not.toBeNull();
    expect(await repository.newerMessages(a, b, anchor!, 100)).toHaveLength(30);
    expect(await repository.unreadTotal(b)).toBe(6);
    expect(executed).toHaveLength(5);

    const plans = await Promise.all(executed.map((query) => plan(db, query)));
    // Marking read last (it changes rows), then its UPDATE explained as the repository built it.
    const markRead = recordingRepository(db);
    await markRead.repository.markRead(b, a);
    plans.push(await plan(db, markRead.executed[0]!));

    const [page, older, position, newer, unreadPlan, markPlan] = plans;
    for (const threadPlan of [page, older, newer]) {
      expect(threadPlan).toContain('messages_thread_idx');
      expect(threadPlan).not.toMatch(/Sort\b/);
    }
    expect(position).toContain('messages_pkey');
    expect(unreadPlan).toContain('messages_unread_idx');
    expect(markPlan).toContain('messages_unread_idx');
    for (const each of plans) expect(each).not.toMatch(/Seq Scan on messages/);
  });

  it('a send finds the thread’s last message through the index, and comes after it', async () => {
    const { db } = ctx.database;
    // A thread whose last message is stamped far ahead of the clock.
    const c = userIdOf(fixtureId(3));
    const d = userIdOf(fixtureId(4));
    await db.insert(connections).values({ senderId: c, receiverId: d, status: 'accepted' });
    await db.execute(sql`
      insert into messages (sender_id, receiver_id, body, created_at)
      values (${d}, ${c}, 'from the future', timestamptz '2100-01-01 00:00:00Z')`);
    const { repository, executed } = recordingRepository(db);
    const sent = await repository.insertMessageIfAllowed(c, d, 'hello');
    expect(sent?.createdAt).toBe('2100-01-01T00:00:00.000001Z');
    const insert = executed.at(-1)!;
    const insertPlan = await plan(db, insert);
    expect(insertPlan).toContain('messages_thread_idx');
    expect(insertPlan).not.toMatch(/Seq Scan on messages/);
  });
});
