import type { MemberRole, MemberStatus } from '@cofound/shared/admin/member-status';
import type { Tone } from '../../../components/ui/tone-badge';

/** A status in words; 'deleted' is only ever read in the audit log, where an account ended. */
export const memberStatusLabels: Record<MemberStatus | 'deleted', string> = {
  active: 'Active',
  suspended: 'Suspended',
  banned: 'Banned',
  deleted: 'Deleted',
};

/** A status badge's colour: green while active, amber when suspended, red when banned. */
export const memberStatusTones: Record<MemberStatus, Tone> = {
  active: 'green',
  suspended: 'yellow',
  banned: 'red',
};

export const memberRoleLabels: Record<MemberRole, string> = { user: 'Member', admin: 'Admin' };

/** A label from `labels` when `value` is one of its keys, else the value as it came. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]! : value;
}

export const reportStatusLabels: Readonly<Record<string, string>> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** A payment line's kind: a paid month, or a free month earned by referrals. */
export const transactionKindLabels: Readonly<Record<string, string>> = {
  payment: 'Payment',
  referral_reward: 'Free month (referral)',
};
