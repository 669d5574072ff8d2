// The counts the Analytics page reads, kept by triggers (migrations 0023, 0026 and 0029), against
// the same counts computed from the active days and profiles after every kind of change.
import { sql, type SQL } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { analyticsKit, dayAgo, daysAgo } from './admin-analytics-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const { events, joinedAt, run, rows, ...activity } = analyticsKit(ctx, kit);

beforeEach(() => activity.emptyCommunity());

/** A count query's rows as sorted 'key=members' strings, rows of zero left out. */
async function counted(query: SQL): Promise<string[]> {
  const found = await rows<{ key: string; members: number }>(query);
  return found
    .filter((row) => row.members !== 0)
    .map((row) => `${row.key}=${row.members}`)
    .sort();
}

const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;
/** The Monday (UTC) of a timestamp or date, computed apart from the migrations' functions. */
const monday = (at: SQL) => sql`date_trunc('week', (${at})::timestamp)::date`;

describe('previous days, gaps and continued days', () => {
  /** The rollup's rows per day and gap bucket, from the days themselves. */
  const gapsFromDays = sql`select ${day(sql`day`)} || '/' ||
      (case when previous_day is null then 0 else least(day - previous_day, 31) end) as key,
      count(*)::int as members
    from (select day, lag(day) over (partition by user_id order by day) as previous_day
          from member_activity_days) as linked
    group by 1`;
  const continuedFromDays = sql`select ${day(sql`previous_day`)} as key, count(*)::int as members
    from (select lag(day) over (partition by user_id order by day) as previous_day
          from member_activity_days) as linked
    where previous_day is not null group by 1`;

  async function expectExact() {
    const [wrong] = await rows<{ rows: number }>(sql`select count(*)::int as rows
      from member_activity_days m
      where m.previous_day is distinct from (select max(k.day) from member_activity_days k
        where k.user_id = m.user_id and k.day < m.day)`);
    expect(wrong!.rows).toBe(0);
    expect(
      await counted(sql`select ${day(sql`day`)} || '/' || gap as key, members
        from member_activity_gaps`),
    ).toEqual(await counted(gapsFromDays));
    expect(
      await counted(sql`select ${day(sql`day`)} as key, members from member_activity_continued`),
    ).toEqual(await counted(continuedFromDays));
  }

  it('counts each day by the true gap before it, whatever order the days are written in', async () => {
    const { ada, bo, cy } = await activity.members('ada', 'bo', 'cy');
    // Ada's days 100, 71, 41 and 10 days ago (gaps 29, 30 and 31), the latest written first.
    await events.checkIn(ada, daysAgo(10));
    await events.checkIn(ada, daysAgo(100));
    await events.message(ada, bo, daysAgo(41));
    await events.decision(ada, cy, daysAgo(71));
    // Bo: 60 days ago and today, and a day between them written in the same statement as one
    // before both.
    await events.view(bo, ada, daysAgo(60));
    await events.checkIn(bo, daysAgo(0));
    await activity.checkInsAgo(bo, [20, 90]);
    await events.checkIn(cy, daysAgo(30));

    await expectExact();
    const gaps = await counted(sql`select ${day(sql`day`)} || '/' || gap as key, members
      from member_activity_gaps`);
    for (const [ago, gap] of [
      [100, 0],
      [71, 29],
      [41, 30],
      [10, 31],
      [90, 0],
      [60, 30],
      [20, 31],
      [0, 20],
      [30, 0],
    ]) {
      expect(gaps).toContain(`${dayAgo(ago!)}/${gap}=1`);
    }

    await activity.removeAccount(ada);
    await expectExact();
    // A day removed alone hands its place to the member's day before it.
    await run(sql`delete from member_activity_days
      where user_id = ${bo.userId} and day = ${dayAgo(20)}::date`);
    await expectExact();
  });
});

describe('signup weeks and cohorts', () => {
  const signupsFromProfiles = sql`select ${day(monday(sql`created_at at time zone 'UTC'`))} as key,
      count(*)::int as members
    from profiles group by 1`;
  const cohortsFromDays = sql`select ${day(monday(sql`p.created_at at time zone 'UTC'`))} || '/' ||
        ${day(monday(sql`a.day`))} as key,
      count(distinct p.user_id)::int as members
    from profiles p join member_activity_days a on a.user_id = p.user_id
    where ${monday(sql`a.day`)} >= ${monday(sql`p.created_at at time zone 'UTC'`)}
    group by 1`;

  async function expectExact() {
    expect(
      await counted(sql`select ${day(sql`week`)} as key, members from member_signup_weeks`),
    ).toEqual(await counted(signupsFromProfiles));
    const cohorts = await counted(sql`select ${day(sql`signup_week`)} || '/' || ${day(sql`week`)}
        as key, members
      from member_cohort_weeks`);
    expect(cohorts).toEqual(await counted(cohortsFromDays));
    return cohorts;
  }

  const withdrawProfile = (member: Member) =>
    run(sql`delete from profiles where user_id = ${member.userId}`);
  const restoreProfile = (member: Member, createdAt: string) =>
    run(sql`insert into profiles (user_id, name, email, referral_code, created_at)
      values (${member.userId}, ${member.name}, ${member.email}, ${`again-${member.userId}`},
        ${createdAt})`);

  it('follow signups, activity, a signup date moved and profiles or accounts removed', async () => {
    const { ada, bo, cy } = await activity.members('ada', 'bo', 'cy');
    await joinedAt(ada, daysAgo(22));
    await joinedAt(bo, daysAgo(15));
    await joinedAt(cy, daysAgo(9));
    await activity.checkInsAgo(ada, [21, 14, 13, 6, 0]);
    // Active before the signup week too: those weeks are not the cohort's.
    await activity.checkInsAgo(bo, [30, 15, 8]);
    await events.message(cy, ada, daysAgo(2));
    expect((await expectExact()).length).toBeGreaterThan(2);

    await joinedAt(ada, daysAgo(12));
    await expectExact();
    // Active without a profile, then signed up again: the weeks take the new signup week.
    await withdrawProfile(bo);
    await events.checkIn(bo, daysAgo(1));
    await expectExact();
    await restoreProfile(bo, daysAgo(40));
    await expectExact();

    await activity.removeAccount(cy);
    await expectExact();
    await activity.emptyCommunity();
    expect(await expectExact()).toEqual([]);
  });

  it('count admins too: the page takes them off when reading', async () => {
    const { ada } = await activity.members('ada');
    await activity.checkInsAgo(ada, [0]);
    const before = await expectExact();
    await activity.setRole(ada, 'admin');
    expect(await expectExact()).toEqual(before);
  });
});
