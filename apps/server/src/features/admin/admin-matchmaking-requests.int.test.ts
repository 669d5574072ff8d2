import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { connections, users } from '../../db/schema';
import { migrationStatement } from '../../test/migration-statement';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type DayCounts = { day: string; requests: number; accepted: number };

/** The counts as the page read them before migration 0032: from every connection. */
const recounted = sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
    count(*)::int as requests, count(*) filter (where status = 'accepted')::int as accepted
  from connections group by 1`;

const fromRollup = sql`select to_char(day, 'YYYY-MM-DD') as day, requests, accepted
  from connection_request_days where requests <> 0 or accepted <> 0`;

describe('the connection requests per day', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  const admins = adminKit(ctx, kit);

  async function counts(query: ReturnType<typeof sql>): Promise<string[]> {
    const rows = await queryRows<DayCounts>(ctx.database.db, query);
    return rows.map((row) => `${row.day} ${row.requests}/${row.accepted}`).sort();
  }

  async function expectExact(): Promise<string[]> {
    const expected = await counts(recounted);
    expect(await counts(fromRollup)).toEqual(expected);
    return expected;
  }

  async function request(from: Member, to: Member, status: string, createdAt: Date) {
    const [row] = await ctx.database.db
      .insert(connections)
      .values({ senderId: from.userId, receiverId: to.userId, status, createdAt })
      .returning({ id: connections.id });
    return row!.id;
  }

  it('follows requests made, accepted through the app, rejected, moved, removed and taken by a deleted account', async () => {
    const [a, b, c, d, e] = await kit.members(5);
    await request(a, b, 'pending', daysAgo(40));
    const accepted = await request(c, a, 'pending', daysAgo(3));
    await request(d, a, 'accepted', daysAgo(3));
    await request(e, b, 'rejected', daysAgo(1));
    await request(b, c, 'pending', new Date());
    expect(await expectExact()).toHaveLength(4);

    const answer = await kit.as(a).post(`/api/connections/${accepted}/accept`);
    expect(answer.statusCode).toBe(200);
    // A message's time kept on the connection changes nothing counted.
    const sent = await kit.as(c).post(`/api/messages/${a.profileId}`, { body: 'Hello' });
    expect(sent.statusCode).toBe(201);
    await expectExact();

    // Many rows at once, moved to another day and out of accepted.
    await ctx.database.db
      .update(connections)
      .set({ status: 'rejected', createdAt: daysAgo(10) })
      .where(eq(connections.receiverId, a.userId));
    await expectExact();
    await ctx.database.db.delete(connections).where(eq(connections.senderId, e.userId));
    await expectExact();
    await ctx.database.db.delete(users).where(eq(users.id, a.userId));
    // Only b's request to c is left.
    expect(await expectExact()).toEqual([`${new Date().toISOString().slice(0, 10)} 1/0`]);
  });

  it('gives the page the requests of the period and how many are accepted now', async () => {
    const admin = await admins.admin();
    const rate = async (period: string) => {
      const answer = await kit.as(admin).get(`/api/admin/matchmaking?period=${period}`);
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { acceptanceRate: { count: number; of: number } }).acceptanceRate;
    };
    const periods = ['7d', '30d', '90d'] as const;
    const before = await Promise.all(periods.map(rate));
    const [a, b, c, d] = await kit.members(4);
    await request(a, b, 'accepted', daysAgo(2));
    await request(c, b, 'pending', daysAgo(5));
    await request(d, b, 'accepted', daysAgo(20));
    await request(a, c, 'rejected', daysAgo(60));
    const added = (await Promise.all(periods.map(rate))).map(
      ({ count, of }, i) => `${count - before[i]!.count}/${of - before[i]!.of}`,
    );
    expect(added).toEqual(['1/2', '2/3', '2/4']);
  });

  it('fills the rollup from the connections stored before migration 0032', async () => {
    const [a, b, c] = await kit.members(3);
    await request(a, b, 'accepted', daysAgo(4));
    await request(c, b, 'pending', daysAgo(4));
    await request(a, c, 'pending', daysAgo(9));
    const expected = await expectExact();
    await ctx.database.db.execute(sql`delete from connection_request_days`);
    await ctx.database.db.execute(
      sql.raw(
        migrationStatement(
          '0032_connection_request_days.sql',
          'INSERT INTO connection_request_days',
        ),
      ),
    );
    expect(await counts(fromRollup)).toEqual(expected);
  });
});
