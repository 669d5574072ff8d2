import { z } from 'zod';

export const checkInMessages = {
  loadFailed: 'Failed to load check-in stats',
  alreadyCheckedIn: 'You have already checked in today',
  /** Also the answer when the member is signed out or has no profile. */
  checkInFailed: 'Failed to check in. Please try again.',
  success: 'Check-in successful! Points awarded.',
} as const;

/** A calendar date of the member's own time zone. */
const localDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day of the check-in calendar. */
export const checkInDaySchema = z.object({
  date: localDateSchema,
  checkedIn: z.boolean(),
  /** The points of that day's check-in; 0 without one. */
  points: z.number().int().min(0),
});
export type CheckInDaySummary = z.infer<typeof checkInDaySchema>;

/** The next step up of the streak bonus; null once it is at its cap. */
export const nextBonusSchema = z
  .object({
    /** Check-ins still needed, on consecutive days, the next one included. */
    days: z.number().int().min(1),
    /** What the check-in that reaches it earns. */
    points: z.number().int(),
  })
  .nullable();

/** GET /api/check-in */
export const checkInStatsSchema = z.object({
  /** Today in the member's time zone (UTC when none is set). */
  today: localDateSchema,
  checkedInToday: z.boolean(),
  /** The streak that is still alive: 0 once the last check-in is older than yesterday. */
  currentStreak: z.number().int().min(0),
  pointsToday: z.number().int().min(0),
  totalPoints: z.number().int().min(0),
  nextBonus: nextBonusSchema,
  /** The last 30 local days, oldest first, ending with today. */
  days: z.array(checkInDaySchema),
});
export type CheckInStats = z.infer<typeof checkInStatsSchema>;

/** One check-in as the server booked it. */
export const checkInSchema = z.object({
  date: localDateSchema,
  streak: z.number().int().min(1),
  points: z.number().int().min(0),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** POST /api/check-in: the new check-in and the stats after it. */
export const checkInResponseSchema = z.object({
  checkIn: checkInSchema,
  stats: checkInStatsSchema,
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
