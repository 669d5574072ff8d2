import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { matchDecisions, users } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type Counts = { day: string; percent: number; liked: boolean; decisions: number; answered: number };

/** The answered likes of rows as keyOf writes them. */
const answeredIn = (rows: string[]) =>
  rows.reduce((sum, row) => sum + Number(row.split('/')[1]), 0);

const keyOf = (row: Counts) =>
  `${String(row.day).slice(0, 10)} ${row.percent} ${row.liked ? 'like' : 'pass'} ` +
  `${row.decisions}/${row.answered}`;

/** The figures as the page computed them before the rollup: from every decision. */
const directly = sql`select to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD') as day,
    floor(d.score * 100 + 0.5)::int as percent, d.liked, count(*)::int as decisions,
    count(*) filter (where d.liked and exists (
      select 1 from profiles target
      join profiles mine on mine.user_id = d.user_id
      join match_decisions back on back.user_id = target.user_id and back.profile_id = mine.id
      where target.id = d.profile_id and back.liked))::int as answered
  from match_decisions d group by 1, 2, 3`;

const fromRollup = sql`select to_char(day, 'YYYY-MM-DD') as day, percent, liked, decisions, answered
  from match_decision_days where decisions <> 0 or answered <> 0`;

const monthsFromDays = sql`select to_char(date_trunc('month', day), 'YYYY-MM-DD') as day, percent,
    liked, sum(decisions)::int as decisions, sum(answered)::int as answered
  from match_decision_days group by 1, 2, 3 having sum(decisions) <> 0 or sum(answered) <> 0`;

const fromMonths = sql`select to_char(month, 'YYYY-MM-DD') as day, percent, liked, decisions,
    answered
  from match_decision_months where decisions <> 0 or answered <> 0`;

describe('the matchmaking rollup', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  const admins = adminKit(ctx, kit);

  async function counts(query: ReturnType<typeof sql>): Promise<string[]> {
    return (await queryRows<Counts>(ctx.database.db, query)).map(keyOf).sort();
  }

  /** The rollup's day and month rows hold exactly what the decisions say now. */
  async function expectExact() {
    const expected = await counts(directly);
    expect(await counts(fromRollup)).toEqual(expected);
    expect(await counts(fromMonths)).toEqual(await counts(monthsFromDays));
    return expected;
  }

  async function decide(by: Member, on: Member, liked: boolean, score: number, at = new Date()) {
    await ctx.database.db
      .insert(matchDecisions)
      .values({ userId: by.userId, profileId: on.profileId, liked, score, updatedAt: at })
      .onConflictDoUpdate({
        target: [matchDecisions.userId, matchDecisions.profileId],
        set: { liked, score, updatedAt: at },
      });
  }

  it('follows inserts, decisions made again, mutual likes in either order, an undo and a deleted account', async () => {
    const [a, b, c, d] = await kit.members(4);
    await decide(a, b, true, 0.81, daysAgo(3));
    await decide(c, a, false, 0.125, daysAgo(40));
    expect(await expectExact()).toHaveLength(2);

    // B answers A's like: both days count one answered like.
    await decide(b, a, true, 0.5, daysAgo(1));
    expect(await expectExact()).toContain(`${daysAgo(3).toISOString().slice(0, 10)} 81 like 1/1`);
    // The other order: A likes C, who had passed, then C likes A again on another day and percent.
    await decide(a, c, true, 0.33, daysAgo(2));
    await decide(c, a, true, 0.9, daysAgo(35));
    await expectExact();
    // Deciding again moves the decision between days, percents and like or pass.
    await decide(a, b, false, 0.81);
    await expectExact();
    await decide(a, b, true, 0.4449, daysAgo(70));
    await expectExact();

    // The app's own like, pass and undo (an upsert, then the connection a mutual like opens).
    expect(
      (await kit.as(d).put(`/api/matching/decisions/${a.profileId}`, { liked: true })).statusCode,
    ).toBe(200);
    expect(
      (await kit.as(a).put(`/api/matching/decisions/${d.profileId}`, { liked: true })).statusCode,
    ).toBe(200);
    await expectExact();
    expect((await kit.as(a).del(`/api/matching/decisions/${d.profileId}`)).statusCode).toBe(200);
    // A and B, A and C like each other; D's like of A is no longer answered.
    expect(answeredIn(await expectExact())).toBe(4);

    // A deleted account takes its decisions, and the answers it gave, with it.
    await decide(b, c, true, 0.6);
    await decide(c, b, true, 0.6);
    await ctx.database.db.delete(users).where(sql`${users.id} = ${a.userId}`);
    expect(answeredIn(await expectExact())).toBe(2);
  });

  it('counts a mutual like once on each side when both likes are written in two transactions at once', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    const { db } = ctx.database;
    await db.delete(matchDecisions);
    const like = (by: Member, on: Member) => ({
      userId: by.userId,
      profileId: on.profileId,
      liked: true,
      score: 0.7,
    });
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = db.transaction(async (tx) => {
      await tx.insert(matchDecisions).values(like(a, b));
      firstWritten();
      // On PostgreSQL the second transaction runs beside this one: keep this one open until it
      // waits for the pair's lock, after its row is written. PGlite runs one at a time.
      if (ctx.database.kind === 'postgres') await secondWaiting();
    });
    await written;
    const second = db.transaction(async (tx) => {
      await tx.insert(matchDecisions).values(like(b, a));
    });
    await Promise.all([first, second]);
    expect(await expectExact()).toEqual([`${new Date().toISOString().slice(0, 10)} 70 like 2/2`]);

    async function secondWaiting() {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const [row] = await queryRows<{ waiting: number }>(
          db,
          sql`select count(*)::int as waiting from pg_locks where not granted`,
        );
        if (row!.waiting > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  it('counts statements of more than 64 decisions, and single ones after them, and refuses repeatable read', async () => {
    const { db } = ctx.database;
    await db.delete(matchDecisions);
    const members: Member[] = [];
    for (let n = 0; n < 9; n += 1) members.push(await kit.member());
    // All 72 decisions among 9 members in one statement: the rollup's table lock, not pair locks.
    const everyPair = members.flatMap((by, i) =>
      members
        .filter((on) => on !== by)
        .map((on, j) => ({
          userId: by.userId,
          profileId: on.profileId,
          liked: (i + j) % 3 !== 0,
          score: ((i * 9 + j) % 100) / 100,
          updatedAt: daysAgo((i + j) % 45),
        })),
    );
    await db.insert(matchDecisions).values(everyPair);
    expect(answeredIn(await expectExact())).toBeGreaterThan(0);
    await db.execute(
      sql`update match_decisions set liked = not liked, updated_at = updated_at - interval '1 day'`,
    );
    await expectExact();
    // A change the counts do not depend on.
    await db.execute(sql`update match_decisions set created_at = created_at - interval '1 hour'`);
    await expectExact();
    // Single decisions after them.
    const [a, b, c] = members;
    await decide(a!, b!, true, 0.5);
    await decide(b!, a!, true, 0.66, daysAgo(2));
    await db.delete(matchDecisions).where(sql`${matchDecisions.userId} = ${c!.userId}`);
    await expectExact();

    const repeatable = db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      await tx
        .insert(matchDecisions)
        .values({ userId: c!.userId, profileId: a!.profileId, liked: true, score: 0.5 });
    });
    const refused = await repeatable.then(
      () => null,
      (error: Error) => error,
    );
    const cause = refused?.cause instanceof Error ? refused.cause.message : '';
    expect(`${refused?.message} ${cause}`).toContain('read committed or serializable');
    await expectExact();
  });

  it('gives the page the figures of the whole UTC days of the period', async () => {
    const admin = await admins.admin();
    await ctx.database.db.delete(matchDecisions);
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    const today = new Date().toISOString().slice(0, 10);
    const firstDayOf7d = new Date(Date.parse(`${today}T00:00:00Z`) - 6 * DAY);
    // The first moment of the 7-day period, and the last one before it.
    await decide(a, b, true, 0.5, firstDayOf7d);
    await decide(b, a, true, 0.5, new Date(firstDayOf7d.getTime() - 1));
    await decide(c, a, false, 0.5, daysAgo(0));
    const week = (await kit.as(admin).get('/api/admin/matchmaking?period=7d')).json();
    expect(week.likeRate).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(week.mutualLikeRate).toEqual({ count: 1, of: 1, rate: 1 });
    const month = (await kit.as(admin).get('/api/admin/matchmaking?period=30d')).json();
    expect(month.likeRate).toEqual({ count: 2, of: 3, rate: 2 / 3 });
    expect(month.mutualLikeRate).toEqual({ count: 2, of: 2, rate: 1 });
    const listed = (await kit.as(admin).get('/api/admin/matchmaking/decisions?period=7d')).json();
    expect(listed.items).toHaveLength(2);
  });
});
