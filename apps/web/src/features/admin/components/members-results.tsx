import { UsersRound } from 'lucide-react';
import { adminMessages, type AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { PagedResults } from '../../../components/ui/paged-results';
import { ResponsiveRowSkeleton } from '../../../components/ui/responsive-table';
import type { PagingProps } from '../../../lib/use-paged-items';
import { MembersTable } from './members-table';

const PLACEHOLDER_ROWS = 5;

type MembersResultsProps = PagingProps & {
  items: AdminMember[];
  isPending: boolean;
  filtered: boolean;
  onClearFilters: () => void;
};

const renderTable = (members: AdminMember[]) => <MembersTable members={members} />;

/** The members table: placeholders, error, empty state, or the rows with Load more. */
export function MembersResults({ filtered, ...paging }: MembersResultsProps) {
  return (
    <PagedResults
      {...paging}
      filtered={filtered}
      renderItems={renderTable}
      noun={{ one: 'member', other: 'members' }}
      loadingLabel="Loading members…"
      Placeholder={ResponsiveRowSkeleton}
      placeholders={PLACEHOLDER_ROWS}
      gridClassName="space-y-2"
      loadFailedMessage={adminMessages.loadFailed}
      emptyIcon={UsersRound}
      emptyTitle={filtered ? 'No members match these filters' : 'No members yet'}
      emptyHint={
        filtered
          ? 'Try another name or email, or clear the filters to see every member.'
          : 'Members show here once they sign up.'
      }
    />
  );
}
