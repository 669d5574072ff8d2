import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { navItemsFor } from './nav-items';

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
});
