import { describe, expect, it } from 'vitest';
import { canChangeStatus, memberStatuses, statusChangesFrom } from './member-status';

describe('member status changes', () => {
  it('shows Suspend for an active member and Activate for the others; Ban unless banned', () => {
    expect(statusChangesFrom('active')).toEqual(['suspended', 'banned']);
    expect(statusChangesFrom('suspended')).toEqual(['active', 'banned']);
    expect(statusChangesFrom('banned')).toEqual(['active']);
  });

  it('never moves a member to the status they have', () => {
    for (const status of memberStatuses) expect(canChangeStatus(status, status)).toBe(false);
  });

  it('never suspends a banned member (only reactivation)', () => {
    expect(canChangeStatus('banned', 'suspended')).toBe(false);
    expect(canChangeStatus('banned', 'active')).toBe(true);
  });
});
