import { z } from 'zod';

/** The periods the admin figures are shown for. */
export const adminPeriods = ['7d', '30d', '90d', '1y'] as const;
export type AdminPeriod = (typeof adminPeriods)[number];
export const adminPeriodDays: Record<AdminPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
export const adminPeriodLabels: Record<AdminPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

export const adminPeriodQuerySchema = z.object({
  period: z.enum(adminPeriods).default('30d'),
});
export type AdminPeriodQueryInput = z.input<typeof adminPeriodQuerySchema>;

/** A figure for the period and the same figure for the period before it. */
const comparedSchema = z.object({ value: z.number().int(), previous: z.number().int() });
export type Compared = z.infer<typeof comparedSchema>;

/**
 * GET /api/admin/stats. Total users: members at the period's end (and its start). Active
 * matches: connections accepted in the period. New signups: accounts made in the period.
 * Ongoing projects: projects created in the period that are still listed.
 */
export const adminStatsSchema = z.object({
  period: z.enum(adminPeriods),
  totalUsers: comparedSchema,
  activeMatches: comparedSchema,
  newSignups: comparedSchema,
  ongoingProjects: comparedSchema,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
