import { SearchField } from '../../../components/ui/search-field';

export const CONNECTION_SEARCH_DEBOUNCE_MS = 300;

type ConnectionSearchProps = { q: string; onSearch: (q: string) => void };

/** Filters the connections by name or title as the member types (debounced). */
export function ConnectionSearch({ q, onSearch }: ConnectionSearchProps) {
  return (
    <SearchField
      id="connections-search"
      label="Search connections"
      labelHidden
      placeholder="Search connections"
      value={q}
      onSearch={onSearch}
      debounceMs={CONNECTION_SEARCH_DEBOUNCE_MS}
    />
  );
}
