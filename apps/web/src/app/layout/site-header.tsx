import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useSession } from '../../features/session/index';
import { BrandLink } from './brand-link';
import { MainNav } from './main-nav';

const NAV_ID = 'main-nav';

export function SiteHeader() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <BrandLink />
        <button
          ref={menuButton}
          type="button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          className="-mr-2 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
        <MainNav id={NAV_ID} user={user} loading={isLoading} open={menuOpen} />
      </div>
    </header>
  );
}
