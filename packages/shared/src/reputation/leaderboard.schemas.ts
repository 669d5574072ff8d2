import { z } from 'zod';
import { memberSummarySchema } from '../profiles/member-summary';
import { reputationLevels } from './reputation.rules';

export const leaderboardTimeframes = ['weekly', 'monthly', 'all-time'] as const;
export type LeaderboardTimeframe = (typeof leaderboardTimeframes)[number];

/** The leaderboard shows the top 10. */
export const LEADERBOARD_MAX_LEADERS = 10;

export const leaderboardMessages = {
  loadFailed: 'Failed to load leaderboard. Please try again.',
  empty: 'No leaders found for this timeframe',
  tryAgain: 'Try Again',
} as const;

/** GET /api/reputation/leaderboard?timeframe=&limit= */
export const leaderboardQuerySchema = z.object({
  timeframe: z.enum(leaderboardTimeframes).default('weekly'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LEADERBOARD_MAX_LEADERS)
    .default(LEADERBOARD_MAX_LEADERS),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

/** A person as lists show them (the same shape connection requests and blocks use). */
export const leaderMemberSchema = memberSummarySchema;
export type LeaderMember = z.infer<typeof leaderMemberSchema>;

export const leaderSchema = z.object({
  /** 1..n: ties keep the order of the profile id, each leader its own rank. */
  rank: z.number().int().min(1),
  member: leaderMemberSchema,
  /** Points earned in the timeframe, and their three parts. */
  totalScore: z.number().int(),
  connectionScore: z.number().int(),
  endorsementScore: z.number().int(),
  activityScore: z.number().int(),
  /** The member's level by their all-time total, on every board. */
  level: z.enum(reputationLevels),
});
export type Leader = z.infer<typeof leaderSchema>;

export const leaderboardResponseSchema = z.object({
  timeframe: z.enum(leaderboardTimeframes),
  /** The first day of the week (Monday) or month counted, UTC; null for all-time. */
  periodStart: z.string().nullable(),
  leaders: z.array(leaderSchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;
