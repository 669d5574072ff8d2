import { CalendarDays, CreditCard, MailCheck, MailWarning } from 'lucide-react';
import { planLabels } from '@cofound/shared/billing/plan';
import type { AdminMemberDetail } from '@cofound/shared/admin/admin-members.schemas';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { MemberFact } from '../../../components/member/member-fact';
import { surfaceStyles } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { formatDay } from '../../../lib/dates';
import { memberRoleLabels } from '../model/member-labels';
import { MemberActions } from './member-actions';
import { MemberDeleteAction } from './member-delete-dialog';
import { MemberStatusBadge } from './member-status-badge';

type DetailMember = AdminMemberDetail['member'];

/** 'Pro plan until Mar 4, 2027', or 'Free plan'. */
function planText(member: DetailMember): string {
  const plan = `${planLabels[member.plan]} plan`;
  return member.plan !== 'free' && member.premiumUntil
    ? `${plan} until ${formatDay(member.premiumUntil)}`
    : plan;
}

/** Who the member is, where their account stands, and what an admin can change about it. */
export function MemberDetailHeader({ member }: { member: DetailMember }) {
  return (
    <header className={surfaceStyles('comfortable', 'flex flex-col gap-5 sm:flex-row')}>
      <title>{`${member.name} · Admin · Cofound`}</title>
      <MemberAvatar name={member.name} imageUrl={member.imageUrl} size="md" decorative />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {member.name}
          </h1>
          {member.title && <p className="text-slate-700">{member.title}</p>}
          <p className="break-all text-slate-700">{member.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MemberStatusBadge status={member.status} />
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
            {memberRoleLabels[member.role]}
          </span>
        </div>
        <dl className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          <MemberFact icon={CreditCard} label="Plan">
            {planText(member)}
          </MemberFact>
          <MemberFact icon={CalendarDays} label="Joined">
            Joined {formatDay(member.createdAt)}
          </MemberFact>
          <MemberFact icon={member.emailVerified ? MailCheck : MailWarning} label="Email">
            {member.emailVerified ? 'Email verified' : 'Email not verified'}
          </MemberFact>
        </dl>
        <TextLink to={`/profile/${member.profileId}`} className="inline-block text-sm">
          View public profile
        </TextLink>
      </div>
      <div className="space-y-2 sm:max-w-64 sm:shrink-0">
        <MemberActions member={member} size="md" />
        <MemberDeleteAction member={member} />
      </div>
    </header>
  );
}
