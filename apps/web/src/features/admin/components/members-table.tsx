import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDay } from '../../../lib/dates';
import { memberRoleLabels } from '../model/member-labels';
import { MemberActions } from './member-actions';
import { MemberStatusBadge } from './member-status-badge';

const columns = ['Member', 'Email', 'Role', 'Status', 'Plan', 'Joined', 'Actions'] as const;

// One markup for both layouts: a table from 1024 px, a card per member below (each value with
// its own label). The roles are spelled out: a table restyled as blocks keeps them that way.
const cellStyles =
  'flex min-w-0 items-center justify-between gap-3 py-1 lg:table-cell lg:px-4 lg:py-3 lg:align-middle';

/** The members on the loaded pages, with their status and role actions. */
export function MembersTable({ members }: { members: AdminMember[] }) {
  return (
    <div className="lg:overflow-x-auto lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm">
      <table role="table" className="block w-full text-left text-sm lg:table">
        <caption className="sr-only">Members</caption>
        <thead role="rowgroup" className="hidden bg-slate-50 text-slate-700 lg:table-header-group">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className="px-4 py-3 font-semibold whitespace-nowrap"
              >
                {column === 'Actions' ? <span className="sr-only">Actions</span> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100"
        >
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberRow({ member }: { member: AdminMember }) {
  return (
    <tr
      role="row"
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none"
    >
      <td
        role="cell"
        className="flex min-w-0 items-center gap-3 pb-2 lg:table-cell lg:px-4 lg:py-3"
      >
        <span className="flex min-w-0 items-center gap-3">
          <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative lazy />
          <Link
            to={`/admin/users/${member.userId}`}
            className="min-w-0 font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
          >
            {member.name}
          </Link>
        </span>
      </td>
      <Cell label="Email">
        <span className="min-w-0 break-all text-slate-700">{member.email}</span>
      </Cell>
      <Cell label="Role">{memberRoleLabels[member.role]}</Cell>
      <Cell label="Status">
        <MemberStatusBadge status={member.status} />
      </Cell>
      <Cell label="Plan">{planLabels[member.plan]}</Cell>
      <Cell label="Joined">
        <span className="whitespace-nowrap">{formatDay(member.createdAt)}</span>
      </Cell>
      <td role="cell" className="block pt-3 lg:table-cell lg:px-4 lg:py-3">
        <MemberActions member={member} />
      </td>
    </tr>
  );
}

/** A value with its column's name beside it on phones (the table's headers say it on desktop). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td role="cell" className={cellStyles}>
      <span className="shrink-0 text-slate-600 lg:hidden">{label}</span>
      <span className="min-w-0 text-right text-slate-800 lg:text-left">{children}</span>
    </td>
  );
}

/** A row's placeholder while the first page loads. */
export function MemberRowSkeleton() {
  return <Skeleton className="h-16 rounded-xl" />;
}
