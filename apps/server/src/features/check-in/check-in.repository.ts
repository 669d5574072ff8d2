// All SQL of the daily check-in.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { defineRepository } from '../../db/repository';
import { dailyCheckins } from '../../db/schema';
import { findMemberTimeZone } from '../profiles';

export type CheckInRow = { date: string; streak: number; points: number };

const rowColumns = {
  date: dailyCheckins.checkInDate,
  streak: dailyCheckins.streakCount,
  points: dailyCheckins.pointsEarned,
};

export function createCheckInRepository(database: Db) {
  return defineRepository(database, checkInQueries);
}

export function checkInQueries(db: DbOrTx) {
  return {
    /** The member's profile id and time zone; null for a member without a profile. */
    memberTimeZone(userId: string) {
      return findMemberTimeZone(db, userId);
    },

    async findCheckIn(userId: string, date: string): Promise<CheckInRow | null> {
      const [row] = await db
        .select(rowColumns)
        .from(dailyCheckins)
        .where(and(eq(dailyCheckins.userId, userId), eq(dailyCheckins.checkInDate, date)));
      return row ?? null;
    },

    /** The member's check-ins on `from` and after. */
    checkInsSince(userId: string, from: string): Promise<CheckInRow[]> {
      return db
        .select(rowColumns)
        .from(dailyCheckins)
        .where(and(eq(dailyCheckins.userId, userId), gte(dailyCheckins.checkInDate, from)))
        .orderBy(dailyCheckins.checkInDate);
    },

    async totalPoints(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${dailyCheckins.pointsEarned}), 0)::int` })
        .from(dailyCheckins)
        .where(eq(dailyCheckins.userId, userId));
      return row?.total ?? 0;
    },

    /**
     * Books the member's check-in for `row.date`; null when that day already has one. The unique
     * (user, day) pair decides between concurrent check-ins: the later waits, then gets nothing.
     */
    async insertCheckIn(userId: string, row: CheckInRow): Promise<CheckInRow | null> {
      const [inserted] = await db
        .insert(dailyCheckins)
        .values({
          userId,
          checkInDate: row.date,
          streakCount: row.streak,
          pointsEarned: row.points,
        })
        .onConflictDoNothing({ target: [dailyCheckins.userId, dailyCheckins.checkInDate] })
        .returning(rowColumns);
      return inserted ?? null;
    },
  };
}

export type CheckInQueries = ReturnType<typeof checkInQueries>;
export type CheckInRepository = ReturnType<typeof createCheckInRepository>;
