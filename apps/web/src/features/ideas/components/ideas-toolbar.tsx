import { useCallback } from 'react';
import { ideaSortLabels, ideaSorts } from '@cofound/shared/ideas/ideas.options';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import type { IdeaFilters } from '../model/idea-filters';

const sortOptions = ideaSorts.map((sort) => ({ value: sort, label: ideaSortLabels[sort] }));

type IdeasToolbarProps = {
  filters: IdeaFilters;
  /** Only what changed; `replace`: a debounced search update replaces the history entry. */
  onChange: (changed: Partial<IdeaFilters>, replace?: boolean) => void;
};

/** The search box (debounced) and the sort. */
export function IdeasToolbar({ filters, onChange }: IdeasToolbarProps) {
  const search = useCallback((q: string, typing: boolean) => onChange({ q }, typing), [onChange]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="ideas-search"
        label="Search ideas"
        placeholder="Words in the title or description"
        value={filters.q}
        onSearch={search}
      />
      <div className="sm:w-48">
        <Select
          label="Sort by"
          value={filters.sort}
          options={sortOptions}
          onChange={(event) => onChange({ sort: event.target.value as IdeaFilters['sort'] })}
        />
      </div>
    </div>
  );
}
