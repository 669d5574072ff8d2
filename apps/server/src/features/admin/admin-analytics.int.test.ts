import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  analyticsWindow,
  weekStart,
  type AnalyticsWindow,
} from '@cofound/shared/admin/analytics-calendar';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { analyticsKit, countOn, daysAgo, today } from './admin-analytics-test-kit';
import { adminKit } from './admin-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const admins = adminKit(ctx, kit);
const { events, joinedAt, analytics, run, rows, ...activity } = analyticsKit(ctx, kit);

beforeEach(() => activity.emptyCommunity());

/** Re-engagement member by member from their active days, admins left out. */
async function reEngagementByMember({ inactiveFrom, from, to }: AnalyticsWindow) {
  const activeWhen = (days: ReturnType<typeof sql>) =>
    sql`exists (select 1 from member_activity_days a where a.user_id = p.user_id and ${days})`;
  const [counts] = await rows<{ inactive: number; returned: number }>(sql`select
      count(*) filter (where known and not stayed)::int as inactive,
      count(*) filter (where known and not stayed and back)::int as returned
    from (select ${activeWhen(sql`a.day < ${inactiveFrom}::date`)} as known,
        ${activeWhen(sql`a.day >= ${inactiveFrom}::date and a.day < ${from}::date`)} as stayed,
        ${activeWhen(sql`a.day between ${from}::date and ${to}::date`)} as back
      from profiles p where p.role <> 'admin') as members`);
  return counts;
}

describe('daily and weekly active members', () => {
  it('counts members with an event on a day, once, in the period only, without admins', async () => {
    const admin = await admins.admin();
    const [ada, bo, cy] = [await kit.member(), await kit.member(), await kit.member()];
    await events.view(ada, bo, daysAgo(1));
    await events.decision(ada, cy, daysAgo(1));
    await events.message(ada, bo, daysAgo(2));
    await events.checkIn(bo, daysAgo(1));
    await events.call(bo, ada, daysAgo(3));
    await events.decision(cy, ada, daysAgo(10));
    await events.message(admin, ada, daysAgo(1));
    await events.decision(admin, bo, daysAgo(2));

    const week = await analytics(admin, '7d');
    expect(week.from).toBe(addDays(today(), -6));
    expect(week.to).toBe(today());
    expect(week.daily.map((entry) => entry.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(today(), index - 6)),
    );
    expect(countOn(week, addDays(today(), -1))).toBe(2);
    expect(countOn(week, addDays(today(), -2))).toBe(1);
    expect(countOn(week, addDays(today(), -3))).toBe(1);
    expect(week.daily.reduce((sum, entry) => sum + entry.members, 0)).toBe(4);

    // Weeks that start in the period, each counting its distinct members.
    const active: Record<string, string[]> = {
      [addDays(today(), -1)]: ['ada', 'bo'],
      [addDays(today(), -2)]: ['ada'],
      [addDays(today(), -3)]: ['bo'],
    };
    expect(week.weekly.every((entry) => entry.weekStart >= week.from)).toBe(true);
    expect(week.weekly.at(-1)).toMatchObject({ weekStart: weekStart(today()), complete: false });
    for (const entry of week.weekly) {
      const names = new Set(
        Object.entries(active)
          .filter(([day]) => day >= entry.weekStart && day <= addDays(entry.weekStart, 6))
          .flatMap(([, who]) => who),
      );
      expect(entry.members).toBe(names.size);
    }

    const month = await analytics(admin, '30d');
    expect(month.daily).toHaveLength(30);
    expect(countOn(month, addDays(today(), -10))).toBe(1);
  });

  it('counts deciding again on its day, and forgets a deleted member', async () => {
    const admin = await admins.admin();
    const [ada, bo] = [await kit.member(), await kit.member()];
    await events.decision(ada, bo, daysAgo(5));
    await events.decideAgain(ada, bo, daysAgo(0));
    await events.checkIn(bo, daysAgo(0));
    let figures = await analytics(admin, '7d');
    expect(countOn(figures, today())).toBe(2);
    expect(countOn(figures, addDays(today(), -5))).toBe(1);

    await activity.removeAccount(bo);
    figures = await analytics(admin, '7d');
    expect(countOn(figures, today())).toBe(1);
  });
});

describe('retention by signup week', () => {
  it('follows the last 8 signup weeks, week by week, without admins', async () => {
    const admin = await admins.admin();
    const current = weekStart(today());
    const early = addDays(current, -14);
    const [a1, a2, b1, old] = await kit.members(4);
    await joinedAt(a1, `${early}T09:00:00Z`);
    await joinedAt(a2, `${addDays(early, 6)}T22:00:00Z`);
    await joinedAt(admin, `${early}T09:00:00Z`);
    await joinedAt(old, `${addDays(current, -7 * 8)}T09:00:00Z`);
    await events.checkIn(a1, `${addDays(early, 1)}T10:00:00Z`);
    await events.checkIn(a1, `${addDays(early, 2)}T10:00:00Z`);
    await events.message(a1, a2, `${current}T00:30:00Z`);
    await events.view(a2, a1, `${addDays(early, 8)}T10:00:00Z`);
    await events.message(admin, a1, `${addDays(early, 8)}T10:00:00Z`);
    await events.checkIn(b1, `${today()}T00:10:00Z`);
    await events.checkIn(old, `${early}T10:00:00Z`);

    const { cohorts } = await analytics(admin, '30d');
    expect(cohorts.map((cohort) => cohort.weekStart)).toEqual(
      Array.from({ length: 8 }, (_, index) => addDays(current, 7 * (index - 7))),
    );
    expect(cohorts.find((cohort) => cohort.weekStart === early)).toEqual({
      weekStart: early,
      members: 2,
      active: [1, 1, 1],
    });
    expect(cohorts.at(-1)).toEqual({ weekStart: current, members: 1, active: [1] });
    // The oldest week has all 8 weeks begun; the member who joined the week before it is out.
    expect(cohorts[0]).toEqual({
      weekStart: addDays(current, -49),
      members: 0,
      active: [0, 0, 0, 0, 0, 0, 0, 0],
    });
    expect(cohorts.reduce((sum, cohort) => sum + cohort.members, 0)).toBe(3);
  });
  it('leaves out members while they are admins, and deleted accounts', async () => {
    const admin = await admins.admin();
    const current = weekStart(today());
    const [w1, w2, w3] = [addDays(current, -21), addDays(current, -14), addDays(current, -7)];
    const [ada, bo, cy, di, eve] = await kit.members(5);
    for (const member of [admin, ada, bo]) await joinedAt(member, `${w1}T09:00:00Z`);
    await joinedAt(cy, `${w2}T09:00:00Z`);
    // The last minutes of a Sunday: still that week.
    await joinedAt(di, `${addDays(w2, 6)}T23:30:00Z`);
    await joinedAt(eve, `${w3}T09:00:00Z`);
    await events.checkIn(admin, `${w1}T10:00:00Z`);
    await events.checkIn(admin, `${w2}T10:00:00Z`);
    await events.checkIn(ada, `${w1}T10:00:00Z`);
    await events.checkIn(ada, `${w2}T10:00:00Z`);
    await events.message(ada, bo, `${addDays(w2, 3)}T10:00:00Z`);
    await events.checkIn(ada, `${w3}T10:00:00Z`);
    await events.checkIn(bo, `${addDays(w2, 1)}T10:00:00Z`);
    await events.checkIn(cy, `${w2}T10:00:00Z`);
    await events.checkIn(di, `${w3}T00:10:00Z`);
    // Active the week before signing up: not a week of the cohort.
    await events.checkIn(eve, `${w2}T10:00:00Z`);
    await events.checkIn(eve, `${w3}T10:00:00Z`);
    const cohortsOf = async (weeks: string[]) => {
      const { cohorts } = await analytics(admin, '30d');
      return weeks.map((week) => cohorts.find((cohort) => cohort.weekStart === week));
    };

    expect(await cohortsOf([w1, w2, w3])).toEqual([
      { weekStart: w1, members: 2, active: [1, 2, 1, 0] },
      { weekStart: w2, members: 2, active: [1, 1, 0] },
      { weekStart: w3, members: 1, active: [1, 0] },
    ]);
    await activity.setRole(bo, 'admin');
    await activity.removeAccount(cy);
    expect(await cohortsOf([w1, w2])).toEqual([
      { weekStart: w1, members: 1, active: [1, 1, 1, 0] },
      { weekStart: w2, members: 1, active: [0, 1, 0] },
    ]);
    await activity.setRole(bo, 'user');
    expect(await cohortsOf([w1])).toEqual([{ weekStart: w1, members: 2, active: [1, 2, 1, 0] }]);
  });
});

describe('re-engagement', () => {
  it('shares out the members active before the 30 days before the period and not in them who came back', async () => {
    const admin = await admins.admin();
    const [back, never, busy, away, recent, other, steady, gone] = await kit.members(8);
    for (const member of [back, never, busy, away, other, steady, gone, admin]) {
      await joinedAt(member, daysAgo(90));
    }
    await joinedAt(recent, daysAgo(20));
    await events.checkIn(back, daysAgo(70));
    await events.message(back, other, daysAgo(5));
    await events.decision(never, other, daysAgo(3));
    // Written out of order: the later day first.
    await events.checkIn(busy, daysAgo(5));
    await events.checkIn(busy, daysAgo(40));
    await events.checkIn(recent, daysAgo(2));
    await events.checkIn(other, daysAgo(45));
    await events.checkIn(steady, daysAgo(65));
    await events.checkIn(steady, daysAgo(35));
    await events.checkIn(gone, daysAgo(70));
    await events.checkIn(gone, daysAgo(5));
    await events.checkIn(admin, daysAgo(70));
    await events.checkIn(admin, daysAgo(3));
    await activity.removeAccount(gone);

    // 30 days: active before 59 days ago and not from 59 to 30 days ago, only back (steady was
    // active 35 days ago; never and away had done nothing before; the admin is left out).
    expect((await analytics(admin, '30d')).reEngagement).toEqual({ inactive: 1, returned: 1 });
    // 7 days: active before 36 days ago and not from 36 to 7 days ago were back, busy and other.
    expect((await analytics(admin, '7d')).reEngagement).toEqual({ inactive: 3, returned: 2 });
  });

  it('counts a return after more than 30 days away, on the boundaries of the period', async () => {
    const admin = await admins.admin();
    const { stayed, windowEnd, firstIn, gap31, backToday, stopped, later, gone, goneBack } =
      await activity.members(
        'stayed',
        'windowEnd',
        'firstIn',
        'gap31',
        'backToday',
        'stopped',
        'later',
        'gone',
        'goneBack',
      );
    // 7 days: the 30 days are 36 to 7 days ago, the period 6 days ago to today.
    await activity.checkInsAgo(stayed, [40, 36, 6]); // a gap of 30: not away
    await activity.checkInsAgo(windowEnd, [37, 7]);
    await activity.checkInsAgo(firstIn, [36, 3]); // a gap of 33, but nothing before the 30 days
    await activity.checkInsAgo(gap31, [40, 37, 6]);
    await activity.checkInsAgo(backToday, [37, 0]);
    await activity.checkInsAgo(stopped, [37]);
    await activity.checkInsAgo(later, [37, -1]); // back tomorrow: after the period
    await activity.checkInsAgo(gone, [65]);
    await activity.checkInsAgo(goneBack, [65, 20]);
    await activity.checkInsAgo(admin, [37, 3]);

    const figures = async (period: string) => (await analytics(admin, period)).reEngagement;
    expect(await figures('7d')).toEqual({ inactive: 5, returned: 2 });
    // 30 days: the 30 days before are 59 to 30 days ago.
    expect(await figures('30d')).toEqual({ inactive: 2, returned: 1 });
    for (const period of ['7d', '30d', '90d', '1y'] as const) {
      expect(await figures(period)).toEqual(
        await reEngagementByMember(analyticsWindow(period, new Date())),
      );
    }
  });
});

describe('top reputation', () => {
  it('lists the highest totals above zero, highest first, without admins', async () => {
    const admin = await admins.admin();
    const [ada, bo, cy] = [
      await kit.member({ name: 'Ada' }),
      await kit.member({ name: 'Bo' }),
      await kit.member({ name: 'Cy' }),
    ];
    const score = (member: Member, total: number) =>
      run(sql`update reputation_scores set connection_score = ${total}, total_score = ${total}
        where profile_id = ${member.profileId}`);
    await score(ada, 30);
    await score(bo, 120);
    await score(admin, 500);
    const { topReputation } = await analytics(admin, '30d');
    expect(topReputation).toEqual([
      { userId: bo.userId, name: 'Bo', imageUrl: null, score: 120 },
      { userId: ada.userId, name: 'Ada', imageUrl: null, score: 30 },
    ]);
    expect(topReputation.some((entry) => entry.userId === cy.userId)).toBe(false);
  });
});

it('refuses a period it does not know', async () => {
  const admin = await admins.admin();
  expect((await kit.as(admin).get('/api/admin/analytics?period=2w')).statusCode).toBe(400);
});
