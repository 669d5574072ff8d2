import type { SessionUser } from '@cofound/shared/session/session.schemas';

export type NavItem = { to: string; label: string };

const exploreItems: NavItem[] = [
  { to: '/browse', label: 'Browse' },
  { to: '/discover', label: 'Discover' },
  { to: '/ideas', label: 'Ideas' },
  { to: '/networking', label: 'Networking' },
  { to: '/pitch', label: 'Pitch' },
  { to: '/circles', label: 'Circles' },
];

const memberItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/connections', label: 'Connections' },
  { to: '/profile', label: 'Profile' },
];

const pricingItem: NavItem = { to: '/pricing', label: 'Pricing' };
const adminItem: NavItem = { to: '/admin', label: 'Admin' };

/** The header links for a visitor, a member or an admin (docs/product.md#navigation). */
export function navItemsFor(user: SessionUser | null): NavItem[] {
  if (!user) return [...exploreItems, pricingItem];
  return [
    ...exploreItems,
    ...memberItems,
    pricingItem,
    ...(user.role === 'admin' ? [adminItem] : []),
  ];
}
