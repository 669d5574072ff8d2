// Member status changes an admin may make (docs/product.md#admin): active can be suspended or
// banned, suspended reactivated or banned, banned reactivated.

export const memberStatuses = ['active', 'suspended', 'banned'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const memberRoles = ['user', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];

const allowed: Record<MemberStatus, readonly MemberStatus[]> = {
  active: ['suspended', 'banned'],
  suspended: ['active', 'banned'],
  banned: ['active'],
};

/** The statuses a member of `current` status may be moved to. */
export function statusChangesFrom(current: MemberStatus): readonly MemberStatus[] {
  return allowed[current];
}

export function canChangeStatus(from: MemberStatus, to: MemberStatus): boolean {
  return allowed[from].includes(to);
}

/** The button words for moving a member to `status`: Suspend, Ban, or Activate. */
export const statusActionLabels: Record<MemberStatus, string> = {
  active: 'Activate',
  suspended: 'Suspend',
  banned: 'Ban',
};
