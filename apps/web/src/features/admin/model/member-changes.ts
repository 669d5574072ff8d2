import type { AdminMember } from '@cofound/shared/admin/admin-members.schemas';
import {
  statusActionLabels,
  statusChangesFrom,
  type MemberRole,
  type MemberStatus,
} from '@cofound/shared/admin/member-status';

/** A change an admin can make to a member: a new status (with a reason) or a new role. */
export type MemberChange =
  { kind: 'status'; status: MemberStatus } | { kind: 'role'; role: MemberRole };

/** The changes open to an admin for this member: its status changes, then the role's. */
export function memberChangesOf(member: Pick<AdminMember, 'status' | 'role'>): MemberChange[] {
  return [
    ...statusChangesFrom(member.status).map((status) => ({ kind: 'status' as const, status })),
    { kind: 'role', role: member.role === 'admin' ? 'user' : 'admin' },
  ];
}

/** The button words: Suspend, Ban, Activate, Make admin, Remove admin. */
export function memberChangeLabel(change: MemberChange): string {
  if (change.kind === 'status') return statusActionLabels[change.status];
  return change.role === 'admin' ? 'Make admin' : 'Remove admin';
}

/** Suspending, banning and taking back the admin role are shown in red. */
export function isDestructiveChange(change: MemberChange): boolean {
  return change.kind === 'status' ? change.status !== 'active' : change.role === 'user';
}

/** A key for the change, unique among one member's changes. */
export function memberChangeKey(change: MemberChange): string {
  return change.kind === 'status' ? `status-${change.status}` : `role-${change.role}`;
}
