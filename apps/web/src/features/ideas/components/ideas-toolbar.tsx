import { ideaSortLabels, ideaSorts } from '@cofound/shared/ideas/ideas.options';
import { SearchSortToolbar } from '../../../components/ui/search-sort-toolbar';
import type { IdeaFilters } from '../model/idea-filters';

const sortOptions = ideaSorts.map((sort) => ({ value: sort, label: ideaSortLabels[sort] }));

type IdeasToolbarProps = {
  filters: IdeaFilters;
  /** Only what changed; `replace`: a debounced search update replaces the history entry. */
  onChange: (changed: Partial<IdeaFilters>, replace?: boolean) => void;
};

/** The search box (debounced) and the sort. */
export function IdeasToolbar({ filters, onChange }: IdeasToolbarProps) {
  return (
    <SearchSortToolbar
      searchId="ideas-search"
      searchLabel="Search ideas"
      searchPlaceholder="Words in the title or description"
      filters={filters}
      sortOptions={sortOptions}
      onChange={onChange}
    />
  );
}
