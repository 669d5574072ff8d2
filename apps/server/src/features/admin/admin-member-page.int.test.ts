import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_UNAUTHENTICATED } from '@cofound/shared/realtime';
import { reportReasons } from '@cofound/shared/safety/safety.schemas';
import { count, sql } from 'drizzle-orm';
import { connections, premiumTransactions, profiles, projects, reports } from '../../db/schema';
import { queryRows } from '../../db/client';
import { openRealtimeSocket, realtimeUrl } from '../../realtime/realtime-test-client';
import { memberKit, type Member } from '../../test/member-kit';
import { TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { adminKit } from './admin-test-kit';

const ctx = useTestApp();
const kit = memberKit(ctx);
const admins = adminKit(ctx, kit);

beforeAll(() => ctx.app.listen({ port: 0, host: '127.0.0.1' }));
const sockets: { socket: { terminate: () => void } }[] = [];
afterAll(() => sockets.forEach(({ socket }) => socket.terminate()));

const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

async function report(reporter: Member, about: Member) {
  await ctx.database.db
    .insert(reports)
    .values({ reporterId: reporter.userId, profileId: about.profileId, reason: reportReasons[0] });
}

describe('the admin member page', () => {
  it('shows connections, reports about and by the member, payments, sessions and history', async () => {
    const admin = await admins.admin();
    const member = await kit.member({ name: 'Rita Reported' });
    const [friend, reporter, other] = [
      await kit.member(),
      await kit.member({ name: 'Ron Reporter' }),
      await kit.member({ name: 'Otto Other' }),
    ];
    await kit.connect(member, friend);
    await report(reporter, member);
    await report(other, member);
    await report(member, other);
    await ctx.database.db.insert(premiumTransactions).values({
      userId: member.userId,
      provider: 'local',
      invoiceId: `inv-${member.userId}`,
      plan: 'pro',
      amountCents: 2900,
    });
    await admins.setStatus(admin, member, 'suspended', 'Two reports');
    await admins.setStatus(admin, member, 'active', 'Cleared');

    const page = await kit.as(admin).get(`/api/admin/members/${member.userId}`);
    expect(page.statusCode).toBe(200);
    const detail = page.json();
    expect(detail.member).toMatchObject({ name: 'Rita Reported', status: 'active' });
    expect(detail.connections).toBe(1);
    expect(detail.reportsAbout.total).toBe(2);
    expect(detail.reportsAbout.latest.map((line: { otherName: string }) => line.otherName)).toEqual(
      ['Otto Other', 'Ron Reporter'],
    );
    expect(detail.reportsBy).toMatchObject({ total: 1, latest: [{ otherName: 'Otto Other' }] });
    expect(detail.transactions).toEqual([
      expect.objectContaining({ plan: 'pro', amountCents: 2900, kind: 'payment' }),
    ]);
    // The suspension ended the sign-up session; none is live now.
    expect(detail.sessions.live).toBe(0);
    expect(detail.history.map((entry: { after: string }) => entry.after)).toEqual([
      'active',
      'suspended',
    ]);
    expect((await kit.as(admin).get('/api/admin/members/nobody')).statusCode).toBe(404);
  });

  it("closes a suspended member's live connection at once, telling them why", async () => {
    const admin = await admins.admin();
    const member = await kit.member();
    const live = openRealtimeSocket(realtimeUrl(ctx.app), {
      origin: TEST_APP_URL,
      cookie: member.cookie,
    });
    sockets.push(live);
    await live.waitForFrames(1);
    await admins.setStatus(admin, member, 'banned');
    const closed = await live.closed;
    expect(closed.code).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
    expect(live.frames.map((frame) => frame.event)).toContain('session.ended');
  });
});

describe('the admin figures', () => {
  it('count signups, accepted connections and projects in the period against the one before', async () => {
    const admin = await admins.admin();
    const stats = async () => (await kit.as(admin).get('/api/admin/stats?period=7d')).json();
    const before = await stats();
    expect(before.period).toBe('7d');

    const [a, b, older] = [await kit.member(), await kit.member(), await kit.member()];
    await kit.updateProfile(older, { createdAt: days(10) });
    await ctx.database.db
      .insert(connections)
      .values({ senderId: a.userId, receiverId: b.userId, status: 'accepted' });
    await ctx.database.db.insert(connections).values({
      senderId: a.userId,
      receiverId: older.userId,
      status: 'accepted',
      updatedAt: days(9),
    });
    await ctx.database.db.insert(projects).values({
      userId: a.userId,
      title: 'Ledgerly',
      description: 'Bookkeeping for freelancers',
      industry: 'Finance',
      stage: 'idea',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO/Technical Lead'],
    });

    const after = await stats();
    expect(after.totalUsers.value - before.totalUsers.value).toBe(3);
    // The total comes from the signup counts the triggers keep: it equals a recount.
    const [recount] = await ctx.database.db.select({ members: count() }).from(profiles);
    expect(after.totalUsers.value).toBe(recount!.members);
    expect(after.totalUsers.previous - before.totalUsers.previous).toBe(1);
    expect(after.newSignups.value - before.newSignups.value).toBe(2);
    expect(after.newSignups.previous - before.newSignups.previous).toBe(1);
    expect(after.activeMatches.value - before.activeMatches.value).toBe(1);
    expect(after.activeMatches.previous - before.activeMatches.previous).toBe(1);
    expect(after.ongoingProjects.value - before.ongoingProjects.value).toBe(1);
    expect((await kit.as(admin).get('/api/admin/stats?period=2w')).statusCode).toBe(400);
  });

  it('count members as a recount does, with signups on either side of a week boundary', async () => {
    const admin = await admins.admin();
    /** Monday 00:00 UTC of the week `n` days ago. */
    const weekStart = (n: number) => {
      const day = days(n);
      day.setUTCHours(0, 0, 0, 0);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day;
    };
    const instants = [7, 30, 90].flatMap((n) => [
      weekStart(n),
      new Date(weekStart(n).getTime() - 1),
      new Date(days(n).getTime() + 3_600_000),
      new Date(days(n).getTime() - 3_600_000),
    ]);
    for (const createdAt of instants) await kit.updateProfile(await kit.member(), { createdAt });

    for (const [period, n] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const stats = (await kit.as(admin).get(`/api/admin/stats?period=${period}`)).json();
      const [recount] = await queryRows<Record<string, string>>(
        ctx.database.db,
        sql`select count(*) as total,
          count(*) filter (where created_at <= now() - make_interval(days => ${n})) as before,
          count(*) filter (where created_at > now() - make_interval(days => ${n})
            and created_at <= now()) as signups,
          count(*) filter (where created_at > now() - make_interval(days => ${2 * n})
            and created_at <= now() - make_interval(days => ${n})) as signups_before
        from profiles`,
      );
      expect([
        stats.totalUsers.value,
        stats.totalUsers.previous,
        stats.newSignups.value,
        stats.newSignups.previous,
      ]).toEqual(
        [recount!.total, recount!.before, recount!.signups, recount!.signups_before].map(Number),
      );
    }
  });
});
