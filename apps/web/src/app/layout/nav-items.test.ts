import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { isNavItemCurrent, navItemsFor } from './nav-items';

const member: SessionUser = {
  id: 'u1',
  email: 'demo@cofound.dev',
  name: 'Demo',
  emailVerified: true,
  role: 'user',
  profileId: null,
  plan: 'free',
};

const labels = (user: SessionUser | null) => navItemsFor(user).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows the public screens to signed-out visitors', () => {
    expect(labels(null)).toEqual([
      'Browse',
      'Discover',
      'Ideas',
      'Networking',
      'Pitch',
      'Circles',
      'Pricing',
    ]);
  });

  it('adds the member screens, and Admin only for admins', () => {
    expect(labels(member)).toEqual([
      'Browse',
      'Discover',
      'Ideas',
      'Networking',
      'Pitch',
      'Circles',
      'Dashboard',
      'Connections',
      'Profile',
      'Pricing',
    ]);
    expect(labels({ ...member, role: 'admin' }).at(-1)).toBe('Admin');
  });

  it("marks Profile current on the member's own profile only, not on another member's", () => {
    const profile = navItemsFor(member).find((item) => item.label === 'Profile')!;
    const ownPublic = navItemsFor({ ...member, profileId: 'p-own' }).find(
      (item) => item.label === 'Profile',
    )!;
    expect(isNavItemCurrent(profile, '/profile')).toBe(true);
    expect(isNavItemCurrent(profile, '/profile/')).toBe(true);
    expect(isNavItemCurrent(profile, '/profile/p-other')).toBe(false);
    expect(isNavItemCurrent(ownPublic, '/profile/p-own')).toBe(true);
    expect(isNavItemCurrent(ownPublic, '/profile/p-other')).toBe(false);
    expect(isNavItemCurrent(profile, '/profiles')).toBe(false);
  });

  it('keeps the other items current on the pages under them', () => {
    const item = (label: string) =>
      navItemsFor({ ...member, role: 'admin' }).find((entry) => entry.label === label)!;
    expect(isNavItemCurrent(item('Admin'), '/admin/users/u-9')).toBe(true);
    expect(isNavItemCurrent(item('Admin'), '/admin/reports')).toBe(true);
    expect(isNavItemCurrent(item('Circles'), '/circles/c-1')).toBe(true);
    expect(isNavItemCurrent(item('Ideas'), '/ideas/i-1/project')).toBe(true);
    expect(isNavItemCurrent(item('Browse'), '/Browse')).toBe(true);
    expect(isNavItemCurrent(item('Pitch'), '/pitches')).toBe(false);
    expect(isNavItemCurrent(item('Discover'), '/browse')).toBe(false);
  });
});
