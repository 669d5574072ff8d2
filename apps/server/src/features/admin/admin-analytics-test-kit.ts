// Activity events and the page's figures for the analytics tests: days relative to today (UTC),
// events written straight into the five event tables, as any writer would.
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { addDays, utcDay } from '@cofound/shared/admin/analytics-calendar';
import { queryRows } from '../../db/client';
import { textArray } from '../../db/sql-array';
import type { Member, MemberKit } from '../../test/member-kit';
import type { TestAppContext } from '../../test/use-test-app';

export const today = () => utcDay(new Date());
/** The day `days` days before today. */
export const dayAgo = (days: number) => addDays(today(), -days);
/** Noon (UTC) `days` days before today. */
export const daysAgo = (days: number) => `${dayAgo(days)}T12:00:00Z`;

export function analyticsKit(ctx: Pick<TestAppContext, 'database'>, kit: MemberKit) {
  const run = (query: SQL) => ctx.database.db.execute(query);
  const rows = <T>(query: SQL) => queryRows<T>(ctx.database.db, query);
  return {
    run,
    rows,
    /** A member per name, signed up in this order. */
    async members<Name extends string>(...names: Name[]): Promise<Record<Name, Member>> {
      const made = {} as Record<Name, Member>;
      for (const name of names) made[name] = await kit.member({ name });
      return made;
    },
    /** One event of each kind the analytics count, by `member` at `at`. */
    events: {
      view: (member: Member, other: Member, at: string) =>
        run(sql`insert into profile_views (profile_id, viewer_id, viewed_on, viewed_at)
          values (${other.profileId}, ${member.userId}, ${at}::timestamptz::date, ${at})`),
      decision: (member: Member, other: Member, at: string) =>
        run(sql`insert into match_decisions (user_id, profile_id, liked, score, created_at,
            updated_at)
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
    },
    /** Check-ins of `member` on each of these days ago, one statement. */
    checkInsAgo: (member: Member, days: number[]) =>
      run(sql`insert into daily_checkins (user_id, check_in_date, streak_count, points_earned,
          created_at)
        select ${member.userId}, at::date, 1, 10, at
        from unnest(${textArray(days.map(daysAgo))}::timestamptz[]) as at`),
    joinedAt: (member: Member, at: string) =>
      kit.updateProfile(member, { createdAt: new Date(at) }),
    setRole: (member: Member, role: 'user' | 'admin') => kit.updateProfile(member, { role }),
    removeAccount: (member: Member) => run(sql`delete from users where id = ${member.userId}`),
    /** Every figure is about the whole community: each test starts from an empty one. */
    emptyCommunity: () => run(sql`delete from users`),
    async analytics(admin: Member, period: string): Promise<AdminAnalytics> {
      const answer = await kit.as(admin).get(`/api/admin/analytics?period=${period}`);
      expect(answer.statusCode).toBe(200);
      return answer.json();
    },
  };
}

export const countOn = (figures: AdminAnalytics, day: string) =>
  figures.daily.find((entry) => entry.day === day)?.members;
