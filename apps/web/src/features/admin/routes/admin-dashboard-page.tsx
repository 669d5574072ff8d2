import { useCallback } from 'react';
import type { AdminPeriod } from '@cofound/shared/admin/admin-stats.schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { AdminStatsSection } from '../components/admin-stats-section';
import { MembersSection } from '../components/members-section';
import { RecentAdminActions } from '../components/recent-admin-actions';
import {
  clearedDashboardSearch,
  dashboardSearchFromUrl,
  memberFiltersOf,
  urlFromDashboardSearch,
} from '../model/dashboard-search';

/**
 * /admin: the platform's figures for a period, the latest admin actions, and every member with
 * what an admin can change. The period and the members' filters live in the URL.
 */
export function AdminDashboardPage() {
  const {
    filters: search,
    update,
    clear,
  } = useUrlFilters({
    fromSearch: dashboardSearchFromUrl,
    toSearch: urlFromDashboardSearch,
    cleared: clearedDashboardSearch,
  });
  const changePeriod = useCallback((period: AdminPeriod) => update({ period }), [update]);
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description="Platform figures and member management: search members and change their status."
      />
      <div className="space-y-10">
        <AdminStatsSection period={search.period} onPeriodChange={changePeriod} />
        <RecentAdminActions />
        <MembersSection filters={memberFiltersOf(search)} onChange={update} onClear={clear} />
      </div>
    </>
  );
}
