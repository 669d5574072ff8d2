// Daily check-ins: a share of the founders check in, in runs of days over the months since they
// joined, many with a streak still going today or yesterday. The demo member's streak stands at
// 4 days ending yesterday, so checking in today makes 5 and earns the first bonus. Dates are the
// member's own calendar days; points follow the check-in rule.
import type { Faker } from '@faker-js/faker';
import { addDays, checkInPoints, localDate } from '@cofound/shared/check-in/check-in.rules';
import type { dailyCheckins } from '../schema';
import { dateBetween, later } from './seed-random';
import type { SeedMember } from './seed-rows';
import { localMidnightBefore, zonedInstant } from './zoned-time';

export const DEMO_CHECK_INS = {
  /** Share of the active founders who ever checked in. */
  participantShare: 0.4,
  /** How far back check-ins go. */
  historyDays: 180,
  /** The demo member's runs: days, ending this many days before today. */
  demoRuns: [
    { days: 4, endsDaysAgo: 1 },
    { days: 7, endsDaysAgo: 10 },
    { days: 3, endsDaysAgo: 22 },
  ],
} as const;

export type CheckInRow = typeof dailyCheckins.$inferInsert & {
  checkInDate: string;
  createdAt: Date;
};

type Run = { end: string; days: number };

/**
 * The check-ins of the demo member and the founders. A check-in on today's date is dated after
 * the start of the current week and month (UTC) as well, so that the weekly and monthly
 * leaderboards have it whatever the day.
 */
export function buildDemoCheckIns(
  faker: Faker,
  demo: SeedMember,
  founders: SeedMember[],
  now: Date,
): CheckInRow[] {
  const floor = periodFloor(now);
  const rows: CheckInRow[] = [];
  const demoToday = localDate(now, demo.profile.timeZone ?? 'UTC');
  const demoRuns = DEMO_CHECK_INS.demoRuns.map((run) => ({
    end: addDays(demoToday, -run.endsDaysAgo),
    days: run.days,
  }));
  rows.push(...runRows(faker, demo, demoRuns, now, floor));
  for (const founder of founders) {
    if (founder.profile.status !== 'active') continue;
    if (!faker.datatype.boolean({ probability: DEMO_CHECK_INS.participantShare })) continue;
    rows.push(...runRows(faker, founder, founderRuns(faker, founder, now), now, floor));
  }
  return rows;
}

/** The later of Monday and the 1st of the current month, 00:00 UTC. */
function periodFloor(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return later(monday, first);
}

/** Runs of consecutive days, newest first, from the day after joining. */
function founderRuns(faker: Faker, founder: SeedMember, now: Date): Run[] {
  const zone = founder.profile.timeZone ?? 'UTC';
  const today = localDate(now, zone);
  const firstDay = addDays(localDate(founder.user.createdAt, zone), 1);
  const oldest = addDays(today, -DEMO_CHECK_INS.historyDays);
  const start = firstDay > oldest ? firstDay : oldest;
  let end = faker.helpers.weightedArrayElement([
    { value: today, weight: 4 },
    { value: addDays(today, -1), weight: 3 },
    { value: addDays(today, -faker.number.int({ min: 2, max: 40 })), weight: 3 },
  ]);
  const runs: Run[] = [];
  while (end >= start) {
    const [min, max] = faker.helpers.weightedArrayElement<[number, number]>([
      { value: [1, 3], weight: 5 },
      { value: [4, 9], weight: 4 },
      { value: [10, 20], weight: 2 },
      { value: [21, 40], weight: 1 },
    ]);
    let days = faker.number.int({ min, max });
    while (addDays(end, 1 - days) < start) days -= 1;
    runs.push({ end, days });
    end = addDays(end, -days - faker.number.int({ min: 2, max: 30 }));
  }
  return runs;
}

function runRows(
  faker: Faker,
  member: SeedMember,
  runs: Run[],
  now: Date,
  floor: Date,
): CheckInRow[] {
  const zone = member.profile.timeZone ?? 'UTC';
  const today = localDate(now, zone);
  const rows: CheckInRow[] = [];
  for (const run of runs) {
    for (let streak = 1; streak <= run.days; streak += 1) {
      const date = addDays(run.end, streak - run.days);
      const createdAt =
        date === today
          ? checkedInToday(faker, zone, floor, now)
          : zonedInstant(date, faker.number.int({ min: 7 * 60, max: 22 * 60 }), zone);
      rows.push({
        id: faker.string.uuid(),
        userId: member.user.id,
        checkInDate: date,
        streakCount: streak,
        pointsEarned: checkInPoints(streak),
        createdAt,
      });
    }
  }
  return rows;
}

/** A moment of the member's today since `floor`; now itself when the clocks changed in between. */
function checkedInToday(faker: Faker, zone: string, floor: Date, now: Date): Date {
  const moment = dateBetween(faker, later(localMidnightBefore(now, zone), floor), now);
  return localDate(moment, zone) === localDate(now, zone) ? moment : now;
}
