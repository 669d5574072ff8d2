import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { addDays, utcDay, weekStart } from '@cofound/shared/admin/analytics-calendar';
import { queryRows } from '../../db/client';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const admins = adminKit(ctx, kit);

const today = () => utcDay(new Date());
/** Noon (UTC) `days` days before today. */
const daysAgo = (days: number) => `${addDays(today(), -days)}T12:00:00Z`;
const run = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

/** One event of each kind the analytics count, by `member` at `at`. */
const events = {
  view: (member: Member, other: Member, at: string) =>
    run(sql`insert into profile_views (profile_id, viewer_id, viewed_on, viewed_at)
      values (${other.profileId}, ${member.userId}, ${at}::timestamptz::date, ${at})`),
  decision: (member: Member, other: Member, at: string) =>
    run(sql`insert into match_decisions (user_id, profile_id, liked, score, created_at, updated_at)
      values (${member.userId}, ${other.profileId}, true, 0.5, ${at}, ${at})`),
  decideAgain: (member: Member, other: Member, at: string) =>
    run(sql`update match_decisions set liked = false, updated_at = ${at}
      where user_id = ${member.userId} and profile_id = ${other.profileId}`),
  message: (member: Member, other: Member, at: string) =>
    run(sql`insert into messages (sender_id, receiver_id, body, created_at)
      values (${member.userId}, ${other.userId}, 'Hello', ${at})`),
  call: (member: Member, other: Member, at: string) =>
    run(sql`insert into video_call_requests (sender_id, receiver_id, scheduled_at, created_at)
      values (${member.userId}, ${other.userId}, now() + interval '1 day', ${at})`),
  checkIn: (member: Member, at: string) =>
    run(sql`insert into daily_checkins (user_id, check_in_date, streak_count, points_earned,
        created_at)
      values (${member.userId}, ${at}::timestamptz::date, 1, 10, ${at})`),
};

const joinedAt = (member: Member, at: string) =>
  kit.updateProfile(member, { createdAt: new Date(at) });

async function analytics(admin: Member, period: string): Promise<AdminAnalytics> {
  const answer = await kit.as(admin).get(`/api/admin/analytics?period=${period}`);
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const countOn = (figures: AdminAnalytics, day: string) =>
  figures.daily.find((entry) => entry.day === day)?.members;

// Every figure is about the whole community: each test starts from an empty one.
beforeEach(async () => {
  await run(sql`delete from users`);
});

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

    await run(sql`delete from users where id = ${bo.userId}`);
    figures = await analytics(admin, '7d');
    expect(countOn(figures, today())).toBe(1);
  });
});

describe('retention by signup week', () => {
  it('follows the last 8 signup weeks, week by week, without admins', async () => {
    const admin = await admins.admin();
    const current = weekStart(today());
    const early = addDays(current, -14);
    const [a1, a2, b1, old] = [
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
    ];
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
});

describe('re-engagement', () => {
  it('shares out the members active before the 30 days before the period and not in them who came back', async () => {
    const admin = await admins.admin();
    const [back, never, busy, away, recent, other, steady, gone] = [
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
    ];
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
    await run(sql`delete from users where id = ${gone.userId}`);

    // 30 days: active before 59 days ago and not from 59 to 30 days ago, only back (steady was
    // active 35 days ago; never and away had done nothing before; the admin is left out).
    expect((await analytics(admin, '30d')).reEngagement).toEqual({ inactive: 1, returned: 1 });
    // 7 days: active before 36 days ago and not from 36 to 7 days ago were back, busy and other.
    expect((await analytics(admin, '7d')).reEngagement).toEqual({ inactive: 3, returned: 2 });
  });
});

describe('gap counts', () => {
  type GapCount = { day: string; gap: number; members: number };
  const rowsOf = <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.database.db, query);
  /** The rollup's rows per day and gap bucket, from the days themselves. */
  const countedFromDays = () =>
    rowsOf<GapCount>(sql`select to_char(day, 'YYYY-MM-DD') as day,
        (case when previous_day is null then 0 else least(day - previous_day, 31) end)::int
          as gap,
        count(*)::int as members
      from (select day, lag(day) over (partition by user_id order by day) as previous_day
            from member_activity_days) as linked
      group by 1, 2 order by 1, 2`);
  const kept = () =>
    rowsOf<GapCount>(sql`select to_char(day, 'YYYY-MM-DD') as day, gap::int as gap, members
      from member_activity_gaps where members <> 0 order by 1, 2`);
  const wronglyLinked = async () => {
    const [row] = await rowsOf<{ rows: number }>(sql`select count(*)::int as rows
      from member_activity_days m
      where m.previous_day is distinct from (select max(k.day) from member_activity_days k
        where k.user_id = m.user_id and k.day < m.day)`);
    return row!.rows;
  };

  it('counts each day by the true gap before it, whatever order the days are written in', async () => {
    const [ada, bo, cy] = [await kit.member(), await kit.member(), await kit.member()];
    // Ada's days 100, 71, 41 and 10 days ago (gaps 29, 30 and 31), the latest written first.
    await events.checkIn(ada, daysAgo(10));
    await events.checkIn(ada, daysAgo(100));
    await events.message(ada, bo, daysAgo(41));
    await events.decision(ada, cy, daysAgo(71));
    // Bo: 60 days ago and today, and a day between them written in the same statement as one
    // before both.
    await events.view(bo, ada, daysAgo(60));
    await events.checkIn(bo, daysAgo(0));
    await run(sql`insert into daily_checkins (user_id, check_in_date, streak_count, points_earned,
        created_at)
      values (${bo.userId}, ${daysAgo(20)}::timestamptz::date, 1, 10, ${daysAgo(20)}),
        (${bo.userId}, ${daysAgo(90)}::timestamptz::date, 1, 10, ${daysAgo(90)})`);
    await events.checkIn(cy, daysAgo(30));

    expect(await wronglyLinked()).toBe(0);
    const counts = await kept();
    expect(counts).toEqual(await countedFromDays());
    const gapOn = (days: number, gap: number) =>
      counts.find((row) => row.day === addDays(today(), -days) && row.gap === gap)?.members;
    expect([gapOn(100, 0), gapOn(71, 29), gapOn(41, 30), gapOn(10, 31)]).toEqual([1, 1, 1, 1]);
    expect([gapOn(90, 0), gapOn(60, 30), gapOn(20, 31), gapOn(0, 20), gapOn(30, 0)]).toEqual([
      1, 1, 1, 1, 1,
    ]);

    await run(sql`delete from users where id = ${ada.userId}`);
    expect(await kept()).toEqual(await countedFromDays());
    // A day removed alone hands its place to the member's day before it.
    await run(sql`delete from member_activity_days
      where user_id = ${bo.userId} and day = ${addDays(today(), -20)}::date`);
    expect(await wronglyLinked()).toBe(0);
    expect(await kept()).toEqual(await countedFromDays());
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
