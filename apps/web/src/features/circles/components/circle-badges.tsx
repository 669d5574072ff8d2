import { clsx } from 'clsx';
import { Lock, ShieldCheck, Check, Hourglass, type LucideIcon } from 'lucide-react';
import {
  circleIndustryLabels,
  type CircleIndustry,
  type CircleStatus,
} from '@cofound/shared/circles/circles.options';
import { industryTones } from './circle-avatar';

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium';

/** The circle's industry, in its colour. */
export function IndustryBadge({ industry }: { industry: CircleIndustry }) {
  return (
    <span className={clsx(pill, industryTones[industry].badge)}>
      {circleIndustryLabels[industry]}
    </span>
  );
}

function IconBadge({
  icon: Icon,
  tone,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  children: string;
}) {
  return (
    <span className={clsx(pill, tone)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

/** Private: members see its members and discussion, others ask to join. */
export function PrivateBadge() {
  return (
    <IconBadge icon={Lock} tone="bg-slate-100 text-slate-800">
      Private
    </IconBadge>
  );
}

/** Where the viewer stands, once they are in. */
export function RoleBadge({ role }: { role: 'member' | 'moderator' }) {
  return role === 'moderator' ? (
    <IconBadge icon={ShieldCheck} tone="bg-brand-50 text-brand-800">
      Moderator
    </IconBadge>
  ) : (
    <IconBadge icon={Check} tone="bg-emerald-50 text-emerald-800">
      Member
    </IconBadge>
  );
}

const statusText: Record<Exclude<CircleStatus, 'active'>, string> = {
  proposed: 'Waiting for review',
  declined: 'Declined',
};

/** A proposal's state; nothing for an open circle. */
export function StatusBadge({ status }: { status: CircleStatus }) {
  if (status === 'active') return null;
  return (
    <IconBadge
      icon={Hourglass}
      tone={status === 'proposed' ? 'bg-amber-50 text-amber-900' : 'bg-slate-100 text-slate-700'}
    >
      {statusText[status]}
    </IconBadge>
  );
}
