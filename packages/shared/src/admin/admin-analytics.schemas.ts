import { z } from 'zod';
import { adminPeriods } from './admin-stats.schemas';

/** The analytics page's texts (docs/product.md#admin). */
export const adminAnalyticsMessages = {
  loadFailed: 'Failed to load analytics data. Please try again.',
} as const;

/** Members in the top reputation list. */
export const TOP_REPUTATION_SIZE = 10;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);

/**
 * GET /api/admin/analytics: engagement from what members did (viewed a profile, decided on one,
 * sent a message, proposed a call, checked in), admins left out. Days are UTC, weeks start on
 * Monday (analytics-calendar.ts). No session length: sessions record no end.
 */
export const adminAnalyticsSchema = z.object({
  period: z.enum(adminPeriods),
  /** The period's first and last day (today). */
  from: day,
  to: day,
  /** Members active on each day of the period, oldest first, every day listed. */
  daily: z.array(z.object({ day, members: count })),
  /**
   * Members active in each week that starts in the period, oldest first; the current week
   * (`complete: false`) counts the days so far.
   */
  weekly: z.array(z.object({ weekStart: day, members: count, complete: z.boolean() })),
  /**
   * Members by signup week, the last RETENTION_WEEKS weeks, oldest first: `active[k]` of them
   * were active in week k after signup (week 0 is the signup week), for the weeks begun so far.
   */
  cohorts: z.array(z.object({ weekStart: day, members: count, active: z.array(count) })),
  /**
   * Of the members who had been inactive for INACTIVE_DAYS days at the period's start (member
   * since before those days, nothing done in them), how many were active in the period.
   */
  reEngagement: z.object({ inactive: count, returned: count }),
  /** The highest reputation totals, highest first (ties by profile). */
  topReputation: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      score: z.number().int(),
    }),
  ),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
