import { useCallback } from 'react';
import { discoverSortLabels, discoverSorts } from '@cofound/shared/discover/discover.schemas';
import { SearchField } from '../../../components/ui/search-field';
import type { DiscoverFilters } from '../model/discover-filters';
import { Select } from '../../../components/ui/select';

const sortOptions = discoverSorts.map((sort) => ({ value: sort, label: discoverSortLabels[sort] }));

type DiscoverToolbarProps = {
  filters: DiscoverFilters;
  /** `typing`: a debounced search update (replaces the history entry instead of adding one). */
  /** Only the filters that changed: the page merges them onto the latest ones. */
  onChange: (changed: Partial<DiscoverFilters>, typing?: boolean) => void;
};

/** The search box (debounced) and the sort. */
export function DiscoverToolbar({ filters, onChange }: DiscoverToolbarProps) {
  const search = useCallback((q: string, typing: boolean) => onChange({ q }, typing), [onChange]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="discover-search"
        label="Search co-founders"
        placeholder="Name, title, skills or bio"
        value={filters.q}
        onSearch={search}
      />
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
