import { describe, expect, it } from 'vitest';
import { decideProfileSight, needsBlockCheck } from './profile-visibility';

const profile = { userId: 'owner', status: 'active', visibility: 'public' };
const member = { id: 'member', role: 'user' };
const admin = { id: 'admin', role: 'admin' };

function errorOf(run: () => unknown): { code: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    return error as { code: string };
  }
}

describe('decideProfileSight', () => {
  it('tells owners, admins and everyone else apart', () => {
    expect(decideProfileSight(profile, { id: 'owner', role: 'user' }, false)).toBe('own');
    expect(decideProfileSight(profile, admin, false)).toBe('admin');
    expect(decideProfileSight(profile, member, false)).toBe('other');
    expect(decideProfileSight(profile, null, false)).toBe('other');
  });

  it('hides suspended and banned profiles, members-only ones from visitors, and blocked ones', () => {
    for (const status of ['suspended', 'banned']) {
      expect(
        errorOf(() => decideProfileSight({ ...profile, status }, member, false)),
      ).toMatchObject({ code: 'NOT_FOUND' });
      expect(decideProfileSight({ ...profile, status }, admin, false)).toBe('admin');
    }
    const membersOnly = { ...profile, visibility: 'members' };
    expect(errorOf(() => decideProfileSight(membersOnly, null, false))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(decideProfileSight(membersOnly, member, false)).toBe('other');
    expect(errorOf(() => decideProfileSight(profile, member, true))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('asks for the block fact only between two different members', () => {
    expect(needsBlockCheck(profile, member)).toBe(true);
    expect(needsBlockCheck(profile, null)).toBe(false);
    expect(needsBlockCheck(profile, admin)).toBe(false);
    expect(needsBlockCheck(profile, { id: 'owner', role: 'user' })).toBe(false);
  });
});
