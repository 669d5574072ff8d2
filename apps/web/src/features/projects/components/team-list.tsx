import type { ReactNode } from 'react';
import type { TeamMember } from '@cofound/shared/projects/projects.schemas';
import { MemberPopup } from './member-popup';
import { MemberAvatar } from '../../../components/member/member-avatar';

/** The project's current team, owner first; `action` adds a control per member (remove, leave). */
export function TeamList({
  members,
  action,
}: {
  members: readonly TeamMember[];
  action?: (member: TeamMember) => ReactNode;
}) {
  return (
    <ul aria-label="Current team" className="divide-y divide-slate-100">
      {members.map((member) => (
        <li key={member.profileId} className="flex min-w-0 items-center gap-3 py-3">
          <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="sm" decorative />
          <div className="min-w-0 flex-1">
            <MemberPopup profileId={member.profileId} name={member.name} />
            {member.title && <p className="truncate text-sm text-slate-600">{member.title}</p>}
          </div>
          <span
            className={
              member.role === 'owner'
                ? 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800'
                : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700'
            }
          >
            {member.role === 'owner' ? 'Founder' : 'Member'}
          </span>
          {action?.(member)}
        </li>
      ))}
    </ul>
  );
}
