import { useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';
import { useAdminMember } from '../api/use-admin-member';
import { MemberActivity } from '../components/member-activity';
import { MemberDetailHeader } from '../components/member-detail-header';
import { MemberHistorySection } from '../components/member-history-section';
import { MemberLoadState } from '../components/member-load-state';
import { MemberReportsSection } from '../components/member-reports-section';
import { MemberTransactionsSection } from '../components/member-transactions-section';

/**
 * /admin/users/{userId}: one member as an admin sees them, with their reports, payments,
 * sessions and history, and the same status and role changes as the members list.
 */
export function AdminMemberPage() {
  const { userId = '' } = useParams();
  const query = useAdminMember(userId);
  return (
    <div className="space-y-6">
      <TextLink to="/admin" className="inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the dashboard
      </TextLink>
      <MemberLoadState query={query}>
        {(detail) => (
          <>
            <MemberDetailHeader member={detail.member} />
            <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
              <MemberActivity connections={detail.connections} sessions={detail.sessions} />
              <MemberReportsSection
                title="Reports about them"
                reports={detail.reportsAbout}
                otherLabel="Reported by"
                empty="Nobody has reported them."
              />
              <MemberReportsSection
                title="Reports they made"
                reports={detail.reportsBy}
                otherLabel="Reported"
                empty="They have not reported anyone."
              />
              <MemberTransactionsSection transactions={detail.transactions} />
              <MemberHistorySection history={detail.history} />
            </div>
          </>
        )}
      </MemberLoadState>
    </div>
  );
}
