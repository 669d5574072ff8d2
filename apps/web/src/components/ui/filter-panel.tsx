import { useId, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from './button';
import { surfaceStyles } from './card';

type FilterPanelProps = {
  /** How many filters are set: shown on the phone's toggle; 'Clear filters' shows above 0. */
  count: number;
  onClear: () => void;
  /** The filter controls. */
  children: ReactNode;
};

/** A list's filters: a sidebar on wide screens, a collapsible panel on phones. */
export function FilterPanel({ count, onClear, children }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // On a phone the closed panel's controls are not rendered at all: a page's first paint there
  // skips hundreds of options (time zones, skills) nobody sees until the panel opens.
  const phone = useMediaQuery('(max-width: 1023.98px)');

  return (
    <section aria-labelledby={`${panelId}-heading`} className="lg:sticky lg:top-6">
      <div className="flex items-center justify-between gap-2">
        <h2
          id={`${panelId}-heading`}
          className="sr-only lg:not-sr-only lg:text-sm lg:font-semibold lg:text-slate-900"
        >
          Filters
        </h2>
        <Button
          variant="secondary"
          className="w-full justify-between lg:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {count > 0 && (
              <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                {count}
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-4 transition-transform', open && 'rotate-180')}
          />
        </Button>
        {count > 0 && (
          <Button variant="ghost" size="sm" className="hidden lg:inline-flex" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>

      <div
        id={panelId}
        className={surfaceStyles(
          'compact',
          clsx('mt-3 space-y-5 lg:block', open ? 'block' : 'hidden'),
        )}
      >
        {(open || !phone) && children}
        {count > 0 && (
          <Button variant="secondary" className="w-full lg:hidden" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </section>
  );
}
