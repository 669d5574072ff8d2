import { Undo2 } from 'lucide-react';
import type { AdminAnalytics } from '@cofound/shared/admin/admin-analytics.schemas';
import { INACTIVE_DAYS } from '@cofound/shared/admin/analytics-calendar';
import { shareOf } from '../model/analytics-figures';
import { formatShare } from '../model/revenue-texts';
import { StatTile } from './stat-tile';
import { formatCount } from '../../../lib/intl-formats';
import { pluralize } from '../../../lib/plural';

/**
 * Of the members inactive for 30 days when the period began, the share who came back in it; with
 * nobody inactive there is no share to show.
 */
export function ReEngagementTile({ reEngagement }: Pick<AdminAnalytics, 'reEngagement'>) {
  const { inactive, returned } = reEngagement;
  const share = shareOf(returned, inactive);
  return (
    <StatTile
      label="Re-engagement"
      icon={Undo2}
      value={share === null ? 'None' : formatShare(share)}
    >
      <span className="text-sm text-slate-600">
        {share === null
          ? `No member had been inactive for ${INACTIVE_DAYS} days when the period began`
          : `${formatCount(returned)} of ${pluralize(inactive, { one: 'member', other: 'members' })} inactive for ${INACTIVE_DAYS} days came back`}
      </span>
    </StatTile>
  );
}
