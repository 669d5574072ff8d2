import { useCallback } from 'react';
import { SearchField } from './search-field';
import { Select } from './select';

type SearchSortToolbarProps<Sort extends string> = {
  searchId: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The search and sort in force. */
  filters: { q: string; sort: Sort };
  sortOptions: readonly { value: Sort; label: string }[];
  /** Only what changed; `replace`: a debounced search update replaces the history entry. */
  onChange: (changed: { q?: string; sort?: Sort }, replace?: boolean) => void;
};

/** The search box (debounced) and the sort above a filtered list. */
export function SearchSortToolbar<Sort extends string>({
  searchId,
  searchLabel,
  searchPlaceholder,
  filters,
  sortOptions,
  onChange,
}: SearchSortToolbarProps<Sort>) {
  const search = useCallback((q: string, typing: boolean) => onChange({ q }, typing), [onChange]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id={searchId}
        className="min-w-0 flex-1"
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={filters.q}
        onSearch={search}
      />
      <div className="sm:w-48">
        <Select
          label="Sort by"
          value={filters.sort}
          options={sortOptions}
          onChange={(event) => onChange({ sort: event.target.value as Sort })}
        />
      </div>
    </div>
  );
}
