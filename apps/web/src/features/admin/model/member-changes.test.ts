import { describe, expect, it } from 'vitest';
import { isDestructiveChange, memberChangeLabel, memberChangesOf } from './member-changes';

const labels = (member: Parameters<typeof memberChangesOf>[0]) =>
  memberChangesOf(member).map(memberChangeLabel);

describe('member changes', () => {
  it('offers the status changes the rules allow, then the role change', () => {
    expect(labels({ status: 'active', role: 'user' })).toEqual(['Suspend', 'Ban', 'Make admin']);
    expect(labels({ status: 'suspended', role: 'user' })).toEqual([
      'Activate',
      'Ban',
      'Make admin',
    ]);
    expect(labels({ status: 'banned', role: 'admin' })).toEqual(['Activate', 'Remove admin']);
  });

  it('shows suspending, banning and removing an admin as destructive', () => {
    expect(isDestructiveChange({ kind: 'status', status: 'suspended' })).toBe(true);
    expect(isDestructiveChange({ kind: 'status', status: 'active' })).toBe(false);
    expect(isDestructiveChange({ kind: 'role', role: 'user' })).toBe(true);
    expect(isDestructiveChange({ kind: 'role', role: 'admin' })).toBe(false);
  });
});
