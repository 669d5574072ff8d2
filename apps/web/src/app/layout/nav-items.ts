import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { isPageOrUnder } from '../../lib/current-page';

export type NavItem = {
  to: string;
  label: string;
  /** Current on `to` itself only: the pages under it are someone else's (/profile/{id}). */
  exact?: boolean;
  /** Other pages it is current on. */
  alsoCurrentOn?: string[];
};

const exploreItems: NavItem[] = [
  { to: '/browse', label: 'Browse' },
  { to: '/discover', label: 'Discover' },
  { to: '/ideas', label: 'Ideas' },
  { to: '/networking', label: 'Networking' },
  { to: '/pitch', label: 'Pitch' },
  { to: '/circles', label: 'Circles' },
];

function memberItems(user: SessionUser): NavItem[] {
  return [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/connections', label: 'Connections' },
    {
      to: '/profile',
      label: 'Profile',
      exact: true,
      // 'View public profile' shows the member's own profile as others see it.
      alsoCurrentOn: user.profileId ? [`/profile/${user.profileId}`] : [],
    },
  ];
}

const pricingItem: NavItem = { to: '/pricing', label: 'Pricing' };
const adminItem: NavItem = { to: '/admin', label: 'Admin' };

/** The header links for a visitor, a member or an admin (docs/product.md#navigation). */
export function navItemsFor(user: SessionUser | null): NavItem[] {
  if (!user) return [...exploreItems, pricingItem];
  return [
    ...exploreItems,
    ...memberItems(user),
    pricingItem,
    ...(user.role === 'admin' ? [adminItem] : []),
  ];
}

/**
 * Whether the item is the current page's: its own page, or a page under it (a circle under
 * Circles, a member under Admin) unless it is exact, or one of the other pages it is current on.
 */
export function isNavItemCurrent(item: NavItem, pathname: string): boolean {
  return (
    isPageOrUnder(pathname, item.to, item.exact) ||
    (item.alsoCurrentOn ?? []).some((to) => isPageOrUnder(pathname, to, true))
  );
}
