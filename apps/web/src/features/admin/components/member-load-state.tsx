import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { adminMessages, type AdminMemberDetail } from '@cofound/shared/admin/admin-members.schemas';
import { buttonStyles } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingRows } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-error';
import type { useAdminMember } from '../api/use-admin-member';

/**
 * The member page's loading, 'Member not found' (also for an id that is not one) and failure
 * states; the children once the member is there.
 */
export function MemberLoadState({
  query,
  children,
}: {
  query: ReturnType<typeof useAdminMember>;
  children: (detail: AdminMemberDetail) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <LoadingRows
        label="Loading the member…"
        rows={3}
        className="space-y-6"
        rowClassName="h-40 rounded-2xl"
      />
    );
  }
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <>
          <title>{`${adminMessages.memberNotFound} · Cofound`}</title>
          <h1 className="sr-only">{adminMessages.memberNotFound}</h1>
          <EmptyState
            icon={SearchX}
            title={adminMessages.memberNotFound}
            description="There is no member with this id: the link may be wrong, or the account was deleted."
            action={
              <Link to="/admin" className={buttonStyles()}>
                Back to the dashboard
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <h1 className="sr-only">Member</h1>
        <LoadError message={adminMessages.loadFailed} onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}
