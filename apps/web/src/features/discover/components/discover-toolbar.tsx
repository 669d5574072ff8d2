import { discoverSortLabels, discoverSorts } from '@cofound/shared/discover/discover.schemas';
import { SearchSortToolbar } from '../../../components/ui/search-sort-toolbar';
import type { DiscoverFilters } from '../model/discover-filters';

const sortOptions = discoverSorts.map((sort) => ({ value: sort, label: discoverSortLabels[sort] }));

type DiscoverToolbarProps = {
  filters: DiscoverFilters;
  /**
   * Only the filters that changed: the page merges them onto the latest ones. `typing`: a
   * debounced search update (replaces the history entry instead of adding one).
   */
  onChange: (changed: Partial<DiscoverFilters>, typing?: boolean) => void;
};

/** The search box (debounced) and the sort. */
export function DiscoverToolbar({ filters, onChange }: DiscoverToolbarProps) {
  return (
    <SearchSortToolbar
      searchId="discover-search"
      searchLabel="Search co-founders"
      searchPlaceholder="Name, title, skills or bio"
      filters={filters}
      sortOptions={sortOptions}
      onChange={onChange}
    />
  );
}
