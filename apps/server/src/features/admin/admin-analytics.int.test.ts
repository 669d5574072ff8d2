import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { addDays, utcDay, weekStart } from '@cofound/shared/admin/analytics-calendar';
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
  it('shares out the members inactive for 30 days at the start who came back in the period', async () => {
    const admin = await admins.admin();
    const [back, never, busy, away, recent, other] = [
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
      await kit.member(),
    ];
    for (const member of [back, never, busy, away, other, admin]) {
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
    await events.checkIn(admin, daysAgo(3));

    // 30 days: inactive from 59 to 30 days ago were back, never, away (busy and other were not).
    expect((await analytics(admin, '30d')).reEngagement).toEqual({ inactive: 3, returned: 2 });
    // 7 days: inactive from 36 to 7 days ago were all five who joined 90 days ago.
    expect((await analytics(admin, '7d')).reEngagement).toEqual({ inactive: 5, returned: 3 });
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
