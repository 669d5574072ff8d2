import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { discoverSortLabels, discoverSorts } from '@cofound/shared/discover/discover.schemas';
import { controlStyles } from '../../../components/ui/field';
import type { DiscoverFilters } from '../model/discover-filters';
import { Select } from '../../../components/ui/select';

export const SEARCH_DEBOUNCE_MS = 350;

const sortOptions = discoverSorts.map((sort) => ({ value: sort, label: discoverSortLabels[sort] }));

type DiscoverToolbarProps = {
  filters: DiscoverFilters;
  /** `typing`: a debounced search update (replaces the history entry instead of adding one). */
  /** Only the filters that changed: the page merges them onto the latest ones. */
  onChange: (changed: Partial<DiscoverFilters>, typing?: boolean) => void;
};

/** The search box (debounced) and the sort. */
export function DiscoverToolbar({ filters, onChange }: DiscoverToolbarProps) {
  const [text, setText] = useState(filters.q);
  // The URL changed by itself (back button, 'Clear filters'): show its search.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange({ q: text.trim() }, filters.q !== ''),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <form
        role="search"
        className="min-w-0 flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== filters.q) onChange({ q: text.trim() });
        }}
      >
        <label
          htmlFor="discover-search"
          className="mb-1.5 block text-sm font-medium text-slate-800"
        >
          Search co-founders
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="discover-search"
            type="search"
            value={text}
            maxLength={100}
            autoComplete="off"
            placeholder="Name, title, skills or bio"
            onChange={(event) => setText(event.target.value)}
            className={controlStyles(false, 'pl-9')}
          />
        </div>
      </form>
      <div className="sm:w-48">
        <Select
          label="Sort by"
          value={filters.sort}
          options={sortOptions}
          onChange={(event) => onChange({ sort: event.target.value as DiscoverFilters['sort'] })}
        />
      </div>
    </div>
  );
}
