import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { connections, messages } from '../../db/schema';
import { migrationStatement } from '../../test/migration-statement';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const HOUR = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Each connection's kept first message next to the one its pair's thread holds, found as the page
 * found it before migration 0028 (only accepted connections have one).
 */
const keptAndFound = sql`select c.id, c.first_message_at as kept,
    case when c.status = 'accepted' then (select min(m.created_at) from messages m
      where least(m.sender_id, m.receiver_id) = least(c.sender_id, c.receiver_id)
        and greatest(m.sender_id, m.receiver_id) = greatest(c.sender_id, c.receiver_id)
        and m.created_at >= c.updated_at) end as found
  from connections c`;

describe('the first message after a match', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  const admins = adminKit(ctx, kit);

  /** Every connection keeps what its thread says; the times of those that have one. */
  async function expectKeptExactly(): Promise<number[]> {
    const rows = await queryRows<{ id: string; kept: Date | null; found: Date | null }>(
      ctx.database.db,
      keptAndFound,
    );
    const time = (value: Date | string | null) => (value === null ? null : Date.parse(`${value}`));
    expect(rows.map((row) => [row.id, time(row.kept)])).toEqual(
      rows.map((row) => [row.id, time(row.found)]),
    );
    return rows.flatMap((row) => (row.kept === null ? [] : [time(row.kept)!]));
  }

  async function keptOf(a: Member, b: Member): Promise<number | null> {
    const [row] = await queryRows<{ kept: Date | string | null }>(
      ctx.database.db,
      sql`select first_message_at as kept from connections
        where status = 'accepted' and least(sender_id, receiver_id) = least(${a.userId}::text, ${b.userId}::text)
          and greatest(sender_id, receiver_id) = greatest(${a.userId}::text, ${b.userId}::text)`,
    );
    return row?.kept ? Date.parse(`${row.kept}`) : null;
  }

  async function send(from: Member, to: Member, body: string): Promise<{ id: string; at: number }> {
    const answer = await kit.as(from).post(`/api/messages/${to.profileId}`, { body });
    expect(answer.statusCode).toBe(201);
    const message = answer.json();
    return { id: message.id, at: Date.parse(message.createdAt) };
  }

  /** B asks A through the app and A accepts; the connection's id. */
  async function matchThroughTheApp(a: Member, b: Member): Promise<string> {
    const asked = await kit.as(b).post('/api/connections', { profileId: a.profileId });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().id as string;
    expect((await kit.as(a).post(`/api/connections/${id}/accept`)).statusCode).toBe(200);
    return id;
  }

  async function firstMessage(admin: Member) {
    return (await kit.as(admin).get('/api/admin/matchmaking?period=30d')).json().firstMessage;
  }

  it('keeps the first message written after the acceptance through requests, messages, moderation and a new match', async () => {
    const admin = await admins.admin();
    const [a, b, c, d] = await kit.members(4);
    // A first match that A then ends: its messages belong to it, not to the next one.
    await kit.connect(a, b);
    await send(a, b, 'Hello from an earlier match');
    const [earlier] = await ctx.database.db.select().from(connections);
    expect((await kit.as(a).del(`/api/connections/${earlier!.id}`)).statusCode).toBe(204);
    await matchThroughTheApp(a, b);
    // C and D matched and never wrote.
    await matchThroughTheApp(c, d);
    expect(await keptOf(a, b)).toBeNull();
    expect(await firstMessage(admin)).toEqual({ matched: 2, messaged: 0, medianHours: null });

    // The first of several messages, whoever writes it.
    const first = await send(b, a, 'Nice to match');
    await send(a, b, 'Likewise');
    expect(await keptOf(a, b)).toBe(first.at);
    expect(await expectKeptExactly()).toEqual([first.at]);
    const figures = await firstMessage(admin);
    expect(figures).toMatchObject({ matched: 2, messaged: 1 });
    expect(figures.medianHours).toBeGreaterThanOrEqual(0);
    expect(figures.medianHours).toBeLessThan(0.1);

    // An admin's removal keeps the message in the thread with the notice: it still counts.
    const reported = await kit
      .as(a)
      .post('/api/reports', { profileId: b.profileId, reason: 'spam', messageId: first.id });
    expect(reported.statusCode).toBe(201);
    const removal = { action: 'remove', note: 'Spam' };
    const decided = await kit.as(admin).put(`/api/admin/reports/${reported.json().id}`, removal);
    expect(decided.statusCode).toBe(200);
    expect(await keptOf(a, b)).toBe(first.at);

    // A message deleted outright (no app path does): the next one takes its place.
    await ctx.database.db.delete(messages).where(eq(messages.id, first.id));
    const [next] = await expectKeptExactly();
    expect(next).toBeGreaterThan(first.at);
    expect(await keptOf(a, b)).toBe(next);
  });

  it('follows connections written with any status and time, and messages written in any order', async () => {
    const [a, b, c, d] = await kit.members(4);
    const { db } = ctx.database;
    const at = {
      ten: hoursAgo(10),
      six: hoursAgo(6),
      five: hoursAgo(5),
      fourAndAHalf: hoursAgo(4.5),
      four: hoursAgo(4),
      three: hoursAgo(3),
      two: hoursAgo(2),
      one: hoursAgo(1),
      half: hoursAgo(0.5),
    };
    const write = (from: Member, to: Member, createdAt: Date) =>
      db
        .insert(messages)
        .values({ senderId: from.userId, receiverId: to.userId, body: 'Hi', createdAt });
    // Messages first, the connection accepted among them after: the first since acceptance.
    await write(a, b, at.ten);
    await write(b, a, at.four);
    await db.insert(connections).values({
      senderId: a.userId,
      receiverId: b.userId,
      status: 'accepted',
      updatedAt: at.five,
    });
    expect(await keptOf(a, b)).toBe(at.four.getTime());
    // Written after it with an earlier time: before the acceptance, nothing; after it, the first.
    await write(a, b, at.six);
    expect(await keptOf(a, b)).toBe(at.four.getTime());
    await write(a, b, at.fourAndAHalf);
    await write(b, a, at.two);
    expect(await keptOf(a, b)).toBe(at.fourAndAHalf.getTime());

    // Two messages in one statement, the later one first, while the request is pending.
    const cAndD = eq(connections.senderId, c.userId);
    const keptOfCAndD = async () =>
      (await db.select({ kept: connections.firstMessageAt }).from(connections).where(cAndD))[0]
        ?.kept ?? null;
    await db
      .insert(connections)
      .values({ senderId: c.userId, receiverId: d.userId, status: 'pending' });
    await db.insert(messages).values([
      { senderId: c.userId, receiverId: d.userId, body: 'Later', createdAt: at.one },
      { senderId: d.userId, receiverId: c.userId, body: 'Earlier', createdAt: at.three },
    ]);
    expect(await keptOfCAndD()).toBeNull();
    // Accepted after both, then at an earlier time, then rejected.
    await db.update(connections).set({ status: 'accepted', updatedAt: at.half }).where(cAndD);
    expect(await keptOfCAndD()).toBeNull();
    await db.update(connections).set({ updatedAt: at.two }).where(cAndD);
    expect((await keptOfCAndD())?.getTime()).toBe(at.one.getTime());
    await db.update(connections).set({ status: 'rejected' }).where(cAndD);
    expect(await keptOfCAndD()).toBeNull();
    await expectKeptExactly();
  });

  it('fills the connections stored before migration 0028', async () => {
    const { db } = ctx.database;
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    await kit.connect(a, b);
    await kit.connect(a, c);
    await send(a, b, 'Hello');
    await send(b, a, 'Hello back');
    // As the connections were before the migration: nothing kept (the triggers leave this alone).
    await db.update(connections).set({ firstMessageAt: null });
    expect(await keptOf(a, b)).toBeNull();
    await db.execute(
      sql.raw(migrationStatement('0028_connection_first_messages.sql', 'UPDATE connections')),
    );
    expect((await expectKeptExactly()).length).toBeGreaterThanOrEqual(2);
    expect(await keptOf(a, b)).not.toBeNull();
    expect(await keptOf(a, c)).toBeNull();
  });
});
