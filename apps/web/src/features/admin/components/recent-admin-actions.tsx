import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { surfaceStyles } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useRecentAdminActions } from '../api/use-recent-admin-actions';
import { AuditEntryList } from './audit-entry-item';

/** The latest changes admins made to members, from the audit log. */
export function RecentAdminActions() {
  const actions = useRecentAdminActions();
  return (
    <section
      aria-labelledby="recent-admin-actions-heading"
      className={surfaceStyles('comfortable', 'space-y-4')}
    >
      <h2 id="recent-admin-actions-heading" className="text-xl font-semibold text-slate-900">
        Recent admin actions
      </h2>
      <QueryState
        query={actions}
        loading={{ label: 'Loading recent admin actions…', rows: 3, rowClassName: 'h-12' }}
        errorMessage={adminMessages.loadFailed}
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-slate-600">No admin has changed a member yet.</p>
          ) : (
            <AuditEntryList entries={items} label="Recent admin actions" />
          )
        }
      </QueryState>
    </section>
  );
}
