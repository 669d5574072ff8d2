import { Link } from 'react-router';
import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import {
  ResponsiveActionsCell,
  ResponsiveCell,
  ResponsiveRow,
  ResponsiveTable,
  ResponsiveTitleCell,
  type ResponsiveColumn,
} from '../../../components/ui/responsive-table';
import { formatDay } from '../../../lib/dates';
import { memberRoleLabels } from '../model/member-labels';
import { MemberActions } from './member-actions';
import { MemberStatusBadge } from './member-status-badge';

const columns: ResponsiveColumn[] = [
  'Member',
  'Email',
  'Role',
  'Status',
  'Plan',
  'Joined',
  { label: 'Actions', hidden: true },
];

/** The members on the loaded pages, with their status and role actions. */
export function MembersTable({ members }: { members: AdminMember[] }) {
  return (
    <ResponsiveTable caption="Members" columns={columns}>
      {members.map((member) => (
        <MemberRow key={member.userId} member={member} />
      ))}
    </ResponsiveTable>
  );
}

function MemberRow({ member }: { member: AdminMember }) {
  return (
    <ResponsiveRow>
      <ResponsiveTitleCell className="flex min-w-0 items-center gap-3">
        <span className="flex min-w-0 items-center gap-3">
          <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative lazy />
          <Link
            to={`/admin/users/${member.userId}`}
            className="min-w-0 font-semibold break-words text-slate-900 hover:text-brand-700 hover:underline"
          >
            {member.name}
          </Link>
        </span>
      </ResponsiveTitleCell>
      <ResponsiveCell label="Email">
        <span className="min-w-0 break-all text-slate-700">{member.email}</span>
      </ResponsiveCell>
      <ResponsiveCell label="Role">{memberRoleLabels[member.role]}</ResponsiveCell>
      <ResponsiveCell label="Status">
        <MemberStatusBadge status={member.status} />
      </ResponsiveCell>
      <ResponsiveCell label="Plan">{planLabels[member.plan]}</ResponsiveCell>
      <ResponsiveCell label="Joined">
        <span className="whitespace-nowrap">{formatDay(member.createdAt)}</span>
      </ResponsiveCell>
      <ResponsiveActionsCell>
        <MemberActions member={member} />
      </ResponsiveActionsCell>
    </ResponsiveRow>
  );
}
