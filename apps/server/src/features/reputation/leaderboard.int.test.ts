import { describe, expect, it } from 'vitest';
import { leaderboardPeriodStart } from '@cofound/shared/reputation/leaderboard-window';
import type { LeaderboardResponse } from '@cofound/shared/reputation/leaderboard.schemas';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { reputationQueries, type ScoreComponent } from './reputation.repository';

const DAY = 86_400_000;

function setup() {
  const ctx = useTestApp();
  const kit = memberKit(ctx);
  async function earn(member: Member, points: number, at?: Date, component?: ScoreComponent) {
    await reputationQueries(ctx.database.db).addPoints([member.profileId], {
      component: component ?? 'activity',
      reason: component === 'connection' ? 'connection' : 'message',
      points,
      at,
    });
  }
  async function board(viewer: Member | null, query = '') {
    const response = await kit.as(viewer).get(`/api/reputation/leaderboard${query}`);
    return { status: response.statusCode, body: response.json() as LeaderboardResponse };
  }
  const ids = async (viewer: Member, query = '') =>
    (await board(viewer, query)).body.leaders.map((leader) => leader.member.profileId);
  return { ctx, kit, earn, board, ids };
}

describe('timeframes', () => {
  const { kit, earn, board, ids } = setup();

  it('counts this week, this month or all time, each from its own start', async () => {
    const viewer = await kit.member();
    const now = new Date();
    const weekStart = new Date(`${leaderboardPeriodStart('weekly', now)}T00:00:00Z`);
    const monthStart = new Date(`${leaderboardPeriodStart('monthly', now)}T00:00:00Z`);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => kit.member()));
    const bookings = [
      { member: a!, points: 30, at: now },
      { member: b!, points: 50, at: new Date(now.getTime() - 7 * DAY) },
      { member: c!, points: 70, at: new Date(monthStart.getTime() - DAY) },
      { member: d!, points: 90, at: new Date(now.getTime() - 200 * DAY) },
    ];
    for (const { member, points, at } of bookings) await earn(member, points, at);

    const expected = (since: Date | null) =>
      bookings
        .filter(({ at }) => since === null || at >= since)
        .sort((a, b) => b.points - a.points)
        .map(({ member }) => member.profileId);
    expect(await ids(viewer, '?timeframe=weekly')).toEqual(expected(weekStart));
    expect(await ids(viewer)).toEqual(expected(weekStart));
    expect(await ids(viewer, '?timeframe=monthly')).toEqual(expected(monthStart));
    expect(await ids(viewer, '?timeframe=all-time')).toEqual(expected(null));
    // Last week's points are never this week's; last month's never this month's.
    expect(await ids(viewer, '?timeframe=weekly')).not.toContain(bookings[1]!.member.profileId);
    expect(await ids(viewer, '?timeframe=monthly')).not.toContain(bookings[2]!.member.profileId);

    const weekly = await board(viewer, '?timeframe=weekly');
    expect(weekly.body.timeframe).toBe('weekly');
    expect(weekly.body.periodStart).toBe(leaderboardPeriodStart('weekly', now));
    expect((await board(viewer, '?timeframe=all-time')).body.periodStart).toBeNull();
  });

  it("answers the timeframe's points by component, and the level by the all-time total", async () => {
    const viewer = await kit.member();
    const veteran = await kit.member({ name: 'Veteran' });
    await earn(veteran, 600, new Date(Date.now() - 300 * DAY), 'connection');
    await earn(veteran, 200, undefined, 'connection');
    await earn(veteran, 9, undefined, 'activity');

    const weekly = await board(viewer, '?timeframe=weekly');
    const leader = weekly.body.leaders.find((l) => l.member.profileId === veteran.profileId);
    expect(leader).toEqual({
      rank: 1,
      member: { profileId: veteran.profileId, name: 'Veteran', title: '', imageUrl: null },
      totalScore: 209,
      connectionScore: 200,
      endorsementScore: 0,
      activityScore: 9,
      level: 'Expert',
    });
  });
});

describe('who is on the board', () => {
  const { kit, earn, ids } = setup();

  it('never lists admins, suspended or banned members, or a block either way', async () => {
    const [viewer, other, plain, admin, suspended, banned, blockedByViewer, blockingViewer] =
      await Promise.all([
        kit.member(),
        kit.member(),
        kit.member(),
        kit.member({ profile: { role: 'admin' } }),
        kit.member(),
        kit.member(),
        kit.member(),
        kit.member(),
      ]);
    for (const [index, member] of [
      plain,
      admin,
      suspended,
      banned,
      blockedByViewer,
      blockingViewer,
    ].entries()) {
      await earn(member, 100 + index);
    }
    await kit.suspend(suspended);
    await kit.updateProfile(banned, { status: 'banned' });
    await kit.block(viewer, blockedByViewer);
    await kit.block(blockingViewer, viewer);

    for (const timeframe of ['weekly', 'monthly', 'all-time']) {
      expect(await ids(viewer, `?timeframe=${timeframe}`)).toEqual([plain.profileId]);
      // Blocks hide only the two members from each other.
      expect(await ids(other, `?timeframe=${timeframe}`)).toEqual([
        blockingViewer.profileId,
        blockedByViewer.profileId,
        plain.profileId,
      ]);
    }
  });

  it('leaves out totals of 0 or less', async () => {
    const viewer = await kit.member();
    const undone = await kit.member();
    await earn(undone, 10, undefined, 'connection');
    await earn(undone, -10, undefined, 'connection');
    for (const timeframe of ['weekly', 'monthly', 'all-time']) {
      expect(await ids(viewer, `?timeframe=${timeframe}`)).not.toContain(undone.profileId);
    }
  });
});

describe('order and size', () => {
  const { kit, earn, board } = setup();

  it('breaks ties by profile id, ranks 1..n, and answers at most the limit', async () => {
    const viewer = await kit.member();
    const members = await Promise.all(Array.from({ length: 12 }, () => kit.member()));
    for (const [index, member] of members.entries()) await earn(member, index < 4 ? 40 : 20);

    const byId = (list: Member[]) => list.map((m) => m.profileId).sort();
    const top = await board(viewer);
    expect(top.body.leaders).toHaveLength(10);
    expect(top.body.leaders.map((leader) => leader.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(top.body.leaders.map((leader) => leader.member.profileId)).toEqual([
      ...byId(members.slice(0, 4)),
      ...byId(members.slice(4)).slice(0, 6),
    ]);

    const three = await board(viewer, '?timeframe=all-time&limit=3');
    expect(three.body.leaders.map((leader) => leader.member.profileId)).toEqual(
      byId(members.slice(0, 4)).slice(0, 3),
    );
  });

  it('refuses a limit above 10 or an unknown timeframe', async () => {
    const viewer = await kit.member();
    expect((await board(viewer, '?limit=11')).status).toBe(400);
    expect((await board(viewer, '?limit=0')).status).toBe(400);
    expect((await board(viewer, '?timeframe=daily')).status).toBe(400);
  });
});

describe('an empty board', () => {
  const { kit, board } = setup();

  it('answers no leaders when nobody earned points, and 401 to a visitor', async () => {
    const viewer = await kit.member();
    for (const timeframe of ['weekly', 'monthly', 'all-time']) {
      const answer = await board(viewer, `?timeframe=${timeframe}`);
      expect(answer.status).toBe(200);
      expect(answer.body.leaders).toEqual([]);
    }
    expect((await board(null)).status).toBe(401);
  });
});
