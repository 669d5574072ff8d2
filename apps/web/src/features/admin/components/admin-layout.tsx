import { Link, Outlet, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { isPageOrUnder } from '../../../lib/current-page';
import { OpenReportsBadge } from './open-reports-badge';

const adminSections = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/reports', label: 'Reports', end: false },
  { to: '/admin/revenue', label: 'Revenue', end: false },
  { to: '/admin/matchmaking', label: 'Matchmaking', end: false },
  { to: '/admin/analytics', label: 'Analytics', end: false },
  { to: '/admin/partners', label: 'Partners', end: false },
] as const;

/**
 * Whether the tab is the current page's: its own page or, unless `end`, a page under it. A
 * member's page (/admin/users/{id}) belongs to the Overview, where the member list is.
 */
export function isAdminSectionCurrent(
  section: (typeof adminSections)[number],
  pathname: string,
): boolean {
  if (section.to === '/admin')
    return isPageOrUnder(pathname, '/admin/users') || isPageOrUnder(pathname, '/admin', true);
  return isPageOrUnder(pathname, section.to, section.end);
}

/** The admin area's own section tabs above each admin screen. */
export function AdminLayout() {
  const { pathname } = useLocation();
  return (
    <div>
      <nav aria-label="Admin" className="-mx-4 mb-8 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {adminSections.map((section) => {
            const current = isAdminSectionCurrent(section, pathname);
            return (
              <li key={section.to}>
                <Link
                  to={section.to}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium',
                    current
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                  )}
                >
                  {section.label}
                  {section.to === '/admin/reports' && <OpenReportsBadge />}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
