import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { connections, matchDecisions, messages, users } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const HOUR = 60 * 60 * 1000;
// One clock for the whole file, so that times written in separate statements differ exactly.
const NOW = Date.now();
const hoursAgo = (hours: number) => new Date(NOW - hours * HOUR);
const daysAgo = (days: number) => hoursAgo(days * 24);

type Decision = { by: Member; on: Member; liked: boolean; score: number; at: Date };

function decisionsOf(ctx: ReturnType<typeof useTestApp>) {
  return async (...rows: Decision[]) => {
    await ctx.database.db.insert(matchDecisions).values(
      rows.map(({ by, on, liked, score, at }) => ({
        userId: by.userId,
        profileId: on.profileId,
        liked,
        score,
        createdAt: at,
        updatedAt: at,
      })),
    );
  };
}

describe('the matchmaking figures', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  const admins = adminKit(ctx, kit);
  const decide = decisionsOf(ctx);

  async function connect(
    sender: Member,
    receiver: Member,
    status: string,
    createdAt: Date,
    updatedAt = createdAt,
  ) {
    await ctx.database.db.insert(connections).values({
      senderId: sender.userId,
      receiverId: receiver.userId,
      status,
      createdAt,
      updatedAt,
    });
  }

  async function write(sender: Member, receiver: Member, createdAt: Date) {
    await ctx.database.db
      .insert(messages)
      .values({ senderId: sender.userId, receiverId: receiver.userId, body: 'Hello', createdAt });
  }

  it('give the rates, the median time to a first message and the score bands of the period', async () => {
    const admin = await admins.admin();
    const [a, b, c, d, e] = await kit.members(5);
    await decide(
      { by: a, on: b, liked: true, score: 0.85, at: daysAgo(2) },
      { by: b, on: a, liked: true, score: 0.85, at: daysAgo(3) },
      // Answered by a like made before the period: still a mutual like.
      { by: a, on: c, liked: true, score: 0.72, at: daysAgo(1) },
      { by: a, on: d, liked: false, score: 0.15, at: daysAgo(5) },
      { by: b, on: c, liked: false, score: 0.05, at: daysAgo(5) },
      // Answered by a pass: not mutual.
      { by: d, on: a, liked: true, score: 0.4, at: daysAgo(6) },
      { by: e, on: b, liked: false, score: 0.95, at: daysAgo(6) },
      // Before the last 30 days.
      { by: c, on: a, liked: true, score: 0.6, at: daysAgo(40) },
      { by: e, on: d, liked: true, score: 0.3, at: daysAgo(60) },
    );
    await connect(a, b, 'accepted', daysAgo(3), daysAgo(2));
    await connect(a, c, 'accepted', daysAgo(1), hoursAgo(20));
    await connect(d, a, 'pending', daysAgo(6));
    await connect(b, c, 'rejected', daysAgo(5));
    // Requested before the period, accepted in it: a match of the period, not a request of it.
    await connect(d, e, 'accepted', daysAgo(40), daysAgo(10));
    await connect(e, c, 'accepted', daysAgo(60), daysAgo(50));
    // A message from before the acceptance is not the pair's first of this match.
    await write(a, b, daysAgo(5));
    await write(b, a, new Date(daysAgo(2).getTime() + 2 * HOUR));
    await write(a, b, daysAgo(1));
    await write(c, a, new Date(hoursAgo(20).getTime() + 6 * HOUR));
    await write(e, c, daysAgo(49));

    const answer = await kit.as(admin).get('/api/admin/matchmaking?period=30d');
    expect(answer.statusCode).toBe(200);
    const figures = answer.json();
    expect(figures.period).toBe('30d');
    expect(figures.likeRate).toEqual({ count: 4, of: 7, rate: 4 / 7 });
    expect(figures.mutualLikeRate).toEqual({ count: 3, of: 4, rate: 0.75 });
    expect(figures.acceptanceRate).toEqual({ count: 2, of: 4, rate: 0.5 });
    expect(figures.firstMessage.matched).toBe(3);
    expect(figures.firstMessage.messaged).toBe(2);
    expect(figures.firstMessage.medianHours).toBeCloseTo(4, 3);

    const bands = figures.scoreBands.map(({ likes, passes }: { likes: number; passes: number }) => [
      likes,
      passes,
    ]);
    expect(bands).toEqual([
      [0, 1],
      [0, 1],
      [0, 0],
      [0, 0],
      [1, 0],
      [0, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
    ]);
    expect(figures.scoreBands[9]).toMatchObject({ from: 90, to: 100, likeRate: 0 });
    expect(figures.scoreBands[2].likeRate).toBeNull();
    // 5, 15 and 40 percent below 72; 72, 85, 85 and 95 at or above.
    expect(figures.scoreSplit).toEqual({
      threshold: 72,
      high: { count: 3, of: 4, rate: 0.75 },
      low: { count: 1, of: 3, rate: 1 / 3 },
    });
    // Of the 4 likes x 3 passes, 8 pairs have the like scoring higher.
    expect(figures.likeOutscoresPass).toBeCloseTo(8 / 12, 6);

    const week = (await kit.as(admin).get('/api/admin/matchmaking?period=7d')).json();
    expect(week.firstMessage).toMatchObject({ matched: 2, messaged: 2 });
    const year = (await kit.as(admin).get('/api/admin/matchmaking?period=1y')).json();
    expect(year.likeRate).toEqual({ count: 6, of: 9, rate: 6 / 9 });
    // E's like of D is answered by nobody; C's like of A by A's like.
    expect(year.mutualLikeRate).toEqual({ count: 4, of: 6, rate: 4 / 6 });
    expect(year.acceptanceRate).toEqual({ count: 4, of: 6, rate: 4 / 6 });
  });

  it('show no rate where there is nothing to rate, and refuse an unknown period', async () => {
    const admin = await admins.admin();
    await ctx.database.db.delete(matchDecisions);
    await ctx.database.db.delete(connections);
    const figures = (await kit.as(admin).get('/api/admin/matchmaking?period=7d')).json();
    expect(figures.likeRate).toEqual({ count: 0, of: 0, rate: null });
    expect(figures.mutualLikeRate.rate).toBeNull();
    expect(figures.acceptanceRate.rate).toBeNull();
    expect(figures.firstMessage).toEqual({ matched: 0, messaged: 0, medianHours: null });
    expect(figures.scoreSplit).toBeNull();
    expect(figures.likeOutscoresPass).toBeNull();
    expect((await kit.as(admin).get('/api/admin/matchmaking?period=2w')).statusCode).toBe(400);
  });
});

describe('the match decisions list', () => {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  const admins = adminKit(ctx, kit);
  const decide = decisionsOf(ctx);

  type Page = {
    items: { id: string; user: { name: string }; profile: { name: string }; liked: boolean }[];
    nextCursor: string | null;
  };

  async function everyPage(admin: Member, query: string): Promise<Page['items']> {
    const seen: Page['items'] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/matchmaking/decisions?${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const answer = await kit.as(admin).get(url);
      expect(answer.statusCode).toBe(200);
      const page = answer.json() as Page;
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  const pairs = (items: Page['items']) =>
    items.map(
      (item) => `${item.user.name} > ${item.profile.name} ${item.liked ? 'liked' : 'passed'}`,
    );

  it('pages newest first with both members, filters by liked and a name, within the period', async () => {
    const admin = await admins.admin();
    const ada = await kit.member({ name: 'Ada Lovelace' });
    const bob = await kit.member({ name: 'Bob Builder' });
    const cy = await kit.member({ name: 'Cy Blocker' });
    const sue = await kit.member({ name: 'Sue Suspended' });
    const dee = await kit.member({ name: 'Dee Deleted' });
    const tied = hoursAgo(3);
    await decide(
      { by: ada, on: bob, liked: true, score: 0.9, at: hoursAgo(1) },
      { by: bob, on: ada, liked: false, score: 0.9, at: hoursAgo(2) },
      { by: cy, on: ada, liked: true, score: 0.5, at: tied },
      { by: cy, on: bob, liked: false, score: 0.2, at: tied },
      { by: sue, on: cy, liked: true, score: 0.33, at: hoursAgo(4) },
      { by: dee, on: ada, liked: true, score: 0.7, at: hoursAgo(5) },
      { by: ada, on: sue, liked: false, score: 0.1, at: daysAgo(40) },
    );
    // A block between two members and a suspension leave their decisions listed.
    await kit.block(cy, ada);
    await kit.suspend(sue);
    // A deleted member's decisions go with them.
    await ctx.database.db.delete(users).where(eq(users.id, dee.userId));

    const all = await everyPage(admin, 'period=30d&limit=2');
    expect(pairs(all.slice(0, 2))).toEqual([
      'Ada Lovelace > Bob Builder liked',
      'Bob Builder > Ada Lovelace passed',
    ]);
    // The two decisions made at the same moment come in id order, once each.
    expect(all).toHaveLength(5);
    expect(new Set(all.map((item) => item.id)).size).toBe(5);
    expect(pairs(all.slice(2, 4)).sort()).toEqual([
      'Cy Blocker > Ada Lovelace liked',
      'Cy Blocker > Bob Builder passed',
    ]);
    expect(pairs(all.slice(4))).toEqual(['Sue Suspended > Cy Blocker liked']);

    const first = (
      await kit.as(admin).get('/api/admin/matchmaking/decisions?period=30d&limit=1')
    ).json();
    expect(first.items[0]).toMatchObject({
      user: { userId: ada.userId, profileId: ada.profileId, name: 'Ada Lovelace', imageUrl: null },
      profile: { userId: bob.userId, profileId: bob.profileId, name: 'Bob Builder' },
      liked: true,
      score: 0.9,
    });
    expect(Date.parse(first.items[0].decidedAt)).toBeGreaterThan(Date.now() - 2 * HOUR);

    expect(pairs(await everyPage(admin, 'period=30d&liked=no'))).toEqual([
      'Bob Builder > Ada Lovelace passed',
      'Cy Blocker > Bob Builder passed',
    ]);
    // Decisions by or on Ada, made in the period; the search is case-insensitive.
    expect(pairs(await everyPage(admin, 'period=30d&q=lovelace&limit=1'))).toEqual([
      'Ada Lovelace > Bob Builder liked',
      'Bob Builder > Ada Lovelace passed',
      'Cy Blocker > Ada Lovelace liked',
    ]);
    expect(pairs(await everyPage(admin, 'period=1y&q=Ada&liked=no'))).toEqual([
      'Bob Builder > Ada Lovelace passed',
      'Ada Lovelace > Sue Suspended passed',
    ]);
    // LIKE's wildcards are searched as themselves.
    expect(await everyPage(admin, 'period=1y&q=%25')).toEqual([]);
  });

  it('refuses a cursor it did not make and a liked filter it does not know', async () => {
    const admin = await admins.admin();
    const bad = await kit.as(admin).get('/api/admin/matchmaking/decisions?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(adminMessages.invalidCursor);
    const liked = await kit.as(admin).get('/api/admin/matchmaking/decisions?liked=maybe');
    expect(liked.statusCode).toBe(400);
  });
});
