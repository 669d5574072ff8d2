import {
  addDays,
  CHECK_IN_CALENDAR_DAYS,
  checkInCalendar,
  checkInPoints,
  currentStreak,
  localDate,
  nextBonus,
  nextStreak,
} from '@cofound/shared/check-in/check-in.rules';
import {
  checkInMessages,
  type CheckInResponse,
  type CheckInStats,
} from '@cofound/shared/check-in/check-in.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import { awardCheckIn } from '../reputation';
import type { CheckInQueries, CheckInRepository } from './check-in.repository';

/** The member's stats on their own `today`. */
async function statsOf(
  queries: CheckInQueries,
  userId: string,
  today: string,
): Promise<CheckInStats> {
  const recent = await queries.checkInsSince(userId, addDays(today, 1 - CHECK_IN_CALENDAR_DAYS));
  const onDay = (date: string) => recent.find((row) => row.date === date) ?? null;
  const todays = onDay(today);
  const streak = currentStreak(todays ?? onDay(addDays(today, -1)), today);
  return {
    today,
    checkedInToday: todays !== null,
    currentStreak: streak,
    pointsToday: todays?.points ?? 0,
    totalPoints: await queries.totalPoints(userId),
    nextBonus: nextBonus(streak),
    days: checkInCalendar(today, recent),
  };
}

/**
 * The daily check-in (docs/product.md#check-in): once per day of the member's own calendar, a
 * streak of consecutive days, and points that also count as reputation activity. The server
 * alone decides the day, the streak and the points.
 */
export function createCheckInService(deps: {
  repository: CheckInRepository;
  log: ServiceLogger;
  now?: () => Date;
}) {
  const { repository, log } = deps;
  const now = deps.now ?? (() => new Date());
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  return {
    async getStats(member: SessionUser): Promise<CheckInStats> {
      return orFail(checkInMessages.loadFailed, async () => {
        const zone = await repository.memberTimeZone(member.id);
        return statsOf(repository, member.id, localDate(now(), zone?.timeZone));
      });
    },

    /** One transaction: the check-in row and its reputation award, or neither. */
    async checkIn(member: SessionUser): Promise<CheckInResponse> {
      return orFail(checkInMessages.checkInFailed, () =>
        repository.transaction(async (queries, tx) => {
          const zone = await queries.memberTimeZone(member.id);
          if (!zone) throw new AppError('NOT_FOUND', checkInMessages.checkInFailed);
          const today = localDate(now(), zone.timeZone);
          const yesterday = await queries.findCheckIn(member.id, addDays(today, -1));
          const streak = nextStreak(yesterday, today);
          const booked = await queries.insertCheckIn(member.id, {
            date: today,
            streak,
            points: checkInPoints(streak),
          });
          if (!booked) throw new AppError('CONFLICT', checkInMessages.alreadyCheckedIn);
          await awardCheckIn(tx, zone.profileId, booked.points);
          return { checkIn: booked, stats: await statsOf(queries, member.id, today) };
        }),
      );
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
