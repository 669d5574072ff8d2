import { Link, useLocation } from 'react-router';
import { clsx } from 'clsx';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { useUnreadTotal } from '../../features/messages/index';
import { AccountActions } from './account-actions';
import { NavBadge } from './nav-badge';
import { isNavItemCurrent, navItemsFor } from './nav-items';

type MainNavProps = {
  id: string;
  user: SessionUser | null;
  /** The session is still loading: hold back links that depend on it. */
  loading: boolean;
  /** On phones the nav is a disclosure opened by the menu button; always shown from md up. */
  open: boolean;
};

export function MainNav({ id, user, loading, open }: MainNavProps) {
  const unread = useUnreadTotal(Boolean(user));
  const unreadTotal = user ? (unread.data?.total ?? 0) : 0;
  const { pathname } = useLocation();
  return (
    <nav
      id={id}
      aria-label="Main"
      className={clsx(
        open ? 'flex' : 'hidden',
        'w-full flex-col gap-3 border-t border-slate-200 pt-3 pb-1',
        'md:flex md:flex-row md:items-center md:justify-between md:border-0 md:p-0',
        // Beside the logo once the links fit in one row; members have more of them.
        user
          ? 'xl:ml-auto xl:w-auto xl:justify-end xl:gap-4'
          : 'lg:ml-auto lg:w-auto lg:justify-end lg:gap-4',
      )}
    >
      <ul className="flex flex-col gap-0.5 md:flex-row md:flex-wrap md:items-center">
        {navItemsFor(loading ? null : user).map((item) => {
          const current = isNavItemCurrent(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block rounded-md px-3 py-2.5 text-base font-medium md:px-2.5 md:py-1.5 md:text-sm',
                  current
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {item.label}
                {item.to === '/connections' && (
                  <NavBadge
                    count={unreadTotal}
                    noun={{ one: 'unread message', other: 'unread messages' }}
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="flex min-h-9 flex-col gap-2 md:flex-row md:items-center">
        {!loading && <AccountActions signedIn={Boolean(user)} />}
      </div>
    </nav>
  );
}
