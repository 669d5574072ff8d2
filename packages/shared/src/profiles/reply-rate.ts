import { z } from 'zod';

/**
 * How a member answers (docs/product.md#reply-rate): of the connection requests and first
 * messages they received in the last 90 days, the share they answered within 7 days, and how
 * long they usually took (the median of those answers).
 */
export const REPLY_WINDOW_DAYS = 90;
export const REPLY_DEADLINE_DAYS = 7;
/** Fewer received than this and the profile says nothing: two requests make no habit. */
export const REPLY_MIN_RECEIVED = 3;

export const replySpeeds = ['hour', 'day', 'few_days', 'week'] as const;
export type ReplySpeed = (typeof replySpeeds)[number];

export const replySpeedLabels: Record<ReplySpeed, string> = {
  hour: 'Usually replies within an hour',
  day: 'Usually replies within a day',
  few_days: 'Usually replies within a few days',
  week: 'Usually replies within a week',
};

export const replyRateSchema = z.object({
  /** Whole percent of what was received that was answered within 7 days. */
  answeredPercent: z.number().int().min(0).max(100),
  /** Null when nothing was answered within 7 days. */
  usually: z.enum(replySpeeds).nullable(),
});
export type ReplyRate = z.infer<typeof replyRateSchema>;

/** One request or first message the member received, and when they answered it (null: not yet). */
export type Received = { receivedAt: Date; answeredAt: Date | null };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function speedOf(delayMs: number): ReplySpeed {
  if (delayMs <= HOUR_MS) return 'hour';
  if (delayMs <= DAY_MS) return 'day';
  if (delayMs <= 3 * DAY_MS) return 'few_days';
  return 'week';
}

/**
 * The reply rate of what a member received in the window. Something received under 7 days ago
 * and not answered yet is left out (it may still be answered in time); an answer after 7 days
 * counts as none. Null below REPLY_MIN_RECEIVED counted.
 */
export function replyRateOf(received: readonly Received[], now: Date): ReplyRate | null {
  const deadline = REPLY_DEADLINE_DAYS * DAY_MS;
  const counted = received.filter(
    ({ receivedAt, answeredAt }) =>
      answeredAt !== null || now.getTime() - receivedAt.getTime() >= deadline,
  );
  if (counted.length < REPLY_MIN_RECEIVED) return null;
  const delays = counted
    .map(({ receivedAt, answeredAt }) =>
      answeredAt === null ? Infinity : answeredAt.getTime() - receivedAt.getTime(),
    )
    .filter((delay) => delay <= deadline)
    .sort((a, b) => a - b);
  const median = delays[Math.floor((delays.length - 1) / 2)];
  return {
    answeredPercent: Math.round((100 * delays.length) / counted.length),
    usually: median === undefined ? null : speedOf(median),
  };
}
