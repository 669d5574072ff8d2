import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInMessages, type CheckInResponse } from '@cofound/shared/check-in/check-in.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { dailyCheckins, reputationEvents, reputationScores } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';
import { createCheckInRepository } from './check-in.repository';
import { createCheckInService, type CheckInService } from './check-in.service';

const ctx = useTestApp();
const kit = memberKit(ctx);

const quiet = { error: () => {} };

function sessionUser(member: Member): SessionUser {
  return {
    id: member.userId,
    email: member.email,
    name: member.name,
    emailVerified: true,
    role: 'user',
    profileId: member.profileId,
    plan: 'free',
  };
}

/** The service on the test database with a clock the test sets. */
function serviceAt(start: string): { service: CheckInService; setNow: (at: string) => void } {
  let now = new Date(start);
  const service = createCheckInService({
    repository: createCheckInRepository(ctx.database.db),
    log: quiet,
    now: () => now,
  });
  return { service, setNow: (at) => void (now = new Date(at)) };
}

async function rowsOf(member: Member) {
  return ctx.database.db
    .select({
      date: dailyCheckins.checkInDate,
      streak: dailyCheckins.streakCount,
      points: dailyCheckins.pointsEarned,
    })
    .from(dailyCheckins)
    .where(eq(dailyCheckins.userId, member.userId))
    .orderBy(dailyCheckins.checkInDate);
}

async function ledgerOf(member: Member) {
  return ctx.database.db
    .select({ points: reputationEvents.points, component: reputationEvents.component })
    .from(reputationEvents)
    .where(
      and(
        eq(reputationEvents.profileId, member.profileId),
        eq(reputationEvents.reason, 'check_in'),
      ),
    );
}

async function activityOf(member: Member): Promise<number> {
  const [row] = await ctx.database.db
    .select({ activity: reputationScores.activityScore })
    .from(reputationScores)
    .where(eq(reputationScores.profileId, member.profileId));
  return row!.activity;
}

describe('POST /api/check-in', () => {
  it('books the first check-in with 10 points and a streak of 1, and counts it as activity', async () => {
    const alice = await kit.member();
    const before = await activityOf(alice);
    const response = await kit.as(alice).post('/api/check-in');
    expect(response.statusCode).toBe(201);
    const body = response.json<CheckInResponse>();
    expect(body.checkIn).toMatchObject({ streak: 1, points: 10 });
    expect(body.stats).toMatchObject({
      today: body.checkIn.date,
      checkedInToday: true,
      currentStreak: 1,
      pointsToday: 10,
      totalPoints: 10,
      nextBonus: { days: 4, points: 15 },
    });
    expect(body.stats.days).toHaveLength(30);
    expect(body.stats.days.at(-1)).toEqual({
      date: body.checkIn.date,
      checkedIn: true,
      points: 10,
    });
    expect(await rowsOf(alice)).toEqual([{ date: body.checkIn.date, streak: 1, points: 10 }]);
    expect(await ledgerOf(alice)).toEqual([{ points: 10, component: 'activity' }]);
    expect(await activityOf(alice)).toBe(before + 10);

    const stats = await kit.as(alice).get('/api/check-in');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual(body.stats);
  });

  it('refuses a second check-in the same day with 409 and changes nothing', async () => {
    const bob = await kit.member();
    expect((await kit.as(bob).post('/api/check-in')).statusCode).toBe(201);
    const again = await kit.as(bob).post('/api/check-in');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'CONFLICT',
      message: checkInMessages.alreadyCheckedIn,
    });
    expect(await rowsOf(bob)).toHaveLength(1);
    expect(await ledgerOf(bob)).toHaveLength(1);
  });

  it('gives five concurrent check-ins one row, one ledger row and +10 activity', async () => {
    const carol = await kit.member();
    const before = await activityOf(carol);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => kit.as(carol).post('/api/check-in')),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsOf(carol)).toHaveLength(1);
    expect(await ledgerOf(carol)).toEqual([{ points: 10, component: 'activity' }]);
    expect(await activityOf(carol)).toBe(before + 10);
  });

  it('ignores a date, a streak and points sent in the body', async () => {
    const dan = await kit.member();
    const response = await kit.as(dan).post('/api/check-in', {
      date: '2020-01-01',
      check_in_date: '2020-01-01',
      streak: 40,
      points: 30,
      points_earned: 30,
    });
    expect(response.statusCode).toBe(201);
    const { checkIn } = response.json<CheckInResponse>();
    expect(checkIn.date).not.toBe('2020-01-01');
    expect(checkIn).toMatchObject({ streak: 1, points: 10 });
    expect(await ledgerOf(dan)).toEqual([{ points: 10, component: 'activity' }]);
  });

  it('answers a visitor 401 on both routes', async () => {
    expect((await kit.as(null).get('/api/check-in')).statusCode).toBe(401);
    expect((await kit.as(null).post('/api/check-in')).statusCode).toBe(401);
  });
});

describe('GET /api/check-in', () => {
  it('answers a member who never checked in with zeros and 30 empty days', async () => {
    const erin = await kit.member();
    const response = await kit.as(erin).get('/api/check-in');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toMatchObject({
      checkedInToday: false,
      currentStreak: 0,
      pointsToday: 0,
      totalPoints: 0,
      nextBonus: { days: 5, points: 15 },
    });
    expect(stats.days).toHaveLength(30);
    expect(stats.days.every((day: { checkedIn: boolean }) => !day.checkedIn)).toBe(true);
  });
});

describe('streaks over days (the service on a set clock)', () => {
  let member: Member;
  beforeAll(async () => {
    member = await kit.member();
  });

  it('raises the streak day by day, the points at 5, and restarts after a gap', async () => {
    const { service, setNow } = serviceAt('2024-12-27T12:00:00Z');
    const booked: CheckInResponse[] = [];
    // 27 December to 2 January: seven days in a row, across the year's end.
    for (let day = 0; day < 7; day += 1) {
      setNow(new Date(Date.UTC(2024, 11, 27 + day, 12)).toISOString());
      booked.push(await service.checkIn(sessionUser(member)));
    }
    expect(booked.map(({ checkIn }) => [checkIn.streak, checkIn.points])).toEqual([
      [1, 10],
      [2, 10],
      [3, 10],
      [4, 10],
      [5, 15],
      [6, 15],
      [7, 15],
    ]);
    expect(booked.at(-1)!.checkIn.date).toBe('2025-01-02');
    expect(booked.at(-1)!.stats).toMatchObject({
      currentStreak: 7,
      totalPoints: 85,
      nextBonus: { days: 3, points: 20 },
    });

    // 3 January is missed: the streak is gone on the 4th and starts again at 1.
    setNow('2025-01-04T12:00:00Z');
    expect(await service.getStats(sessionUser(member))).toMatchObject({
      checkedInToday: false,
      currentStreak: 0,
      nextBonus: { days: 5, points: 15 },
    });
    const restarted = await service.checkIn(sessionUser(member));
    expect(restarted.checkIn).toEqual({ date: '2025-01-04', streak: 1, points: 10 });
    expect(restarted.stats.totalPoints).toBe(95);
    const calendar = restarted.stats.days.slice(-3);
    expect(calendar).toEqual([
      { date: '2025-01-02', checkedIn: true, points: 15 },
      { date: '2025-01-03', checkedIn: false, points: 0 },
      { date: '2025-01-04', checkedIn: true, points: 10 },
    ]);
    expect((await ledgerOf(member)).reduce((sum, row) => sum + row.points, 0)).toBe(95);
  });
});

describe('the member’s own day', () => {
  it('splits the same instants by local day in Pacific/Auckland and in UTC', async () => {
    const auckland = await kit.member({ profile: { timeZone: 'Pacific/Auckland' } });
    const utc = await kit.member();
    // 10:30 UTC on 10 March 2025 is 23:30 in Auckland (UTC+13); 11:30 is 00:30 on the 11th.
    const { service, setNow } = serviceAt('2025-03-10T10:30:00Z');
    const first = await service.checkIn(sessionUser(auckland));
    expect(first.checkIn).toEqual({ date: '2025-03-10', streak: 1, points: 10 });
    expect((await service.checkIn(sessionUser(utc))).checkIn.date).toBe('2025-03-10');

    setNow('2025-03-10T11:30:00Z');
    const second = await service.checkIn(sessionUser(auckland));
    expect(second.checkIn).toEqual({ date: '2025-03-11', streak: 2, points: 10 });
    expect(second.stats.today).toBe('2025-03-11');
    await expect(service.checkIn(sessionUser(utc))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: checkInMessages.alreadyCheckedIn,
    });
    expect((await service.getStats(sessionUser(utc))).today).toBe('2025-03-10');
  });

  it('reads an unknown time zone as UTC', async () => {
    const lost = await kit.member({ profile: { timeZone: 'Mars/Olympus' } });
    const { service } = serviceAt('2025-03-10T23:30:00Z');
    expect((await service.checkIn(sessionUser(lost))).checkIn.date).toBe('2025-03-10');
  });
});
