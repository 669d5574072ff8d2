import type { AdminPeriod, Compared } from '@cofound/shared/admin/admin-stats.schemas';
import { formatCount } from '../../../lib/intl-formats';

/** The period a figure is compared with, as the change line names it. */
export const previousPeriodNames: Record<AdminPeriod, string> = {
  '7d': 'previous 7 days',
  '30d': 'previous 30 days',
  '90d': 'previous 90 days',
  '1y': 'previous year',
};

export type StatChange = {
  trend: 'up' | 'down' | 'flat';
  /** What the card shows: '+12 vs previous 30 days', '−3 vs previous year', 'No change'. */
  shown: string;
  /** What a screen reader says instead: 'Up 12 from the previous 30 days'. */
  spoken: string;
};

/** A figure against the same figure for the period before, in signs and in words. */
export function statChange({ value, previous }: Compared, period: AdminPeriod): StatChange {
  const difference = value - previous;
  const before = previousPeriodNames[period];
  if (difference === 0) {
    return { trend: 'flat', shown: 'No change', spoken: `No change from the ${before}` };
  }
  const size = formatCount(Math.abs(difference));
  return difference > 0
    ? { trend: 'up', shown: `+${size} vs ${before}`, spoken: `Up ${size} from the ${before}` }
    : {
        trend: 'down',
        shown: `\u2212${size} vs ${before}`,
        spoken: `Down ${size} from the ${before}`,
      };
}
