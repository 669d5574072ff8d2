import { useCallback, useId } from 'react';
import { clsx } from 'clsx';
import { circleIndustries, circleIndustryLabels } from '@cofound/shared/circles/circles.options';
import { SearchField } from '../../../components/ui/search-field';
import { Select } from '../../../components/ui/select';
import type { CircleFilters } from '../model/circle-filters';

const industryOptions = circleIndustries.map((value) => ({
  value,
  label: circleIndustryLabels[value],
}));

type CirclesToolbarProps = {
  filters: CircleFilters;
  /** Only what changed; `replace`: a debounced search update replaces the history entry. */
  onChange: (changed: Partial<CircleFilters>, replace?: boolean) => void;
  /** Members choose between every circle and their own. */
  showViewSwitch: boolean;
};

/** The search box (debounced), the industry, and for members 'All circles' or 'My circles'. */
export function CirclesToolbar({ filters, onChange, showViewSwitch }: CirclesToolbarProps) {
  const search = useCallback((q: string, typing: boolean) => onChange({ q }, typing), [onChange]);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchField
        id="circles-search"
        className="min-w-0 flex-1"
        label="Search circles"
        placeholder="Words in the name or description"
        value={filters.q}
        onSearch={search}
      />
      <div className="md:w-52">
        <Select
          label="Industry"
          placeholder="All industries"
          value={filters.industry}
          options={industryOptions}
          onChange={(event) =>
            onChange({ industry: event.target.value as CircleFilters['industry'] })
          }
        />
      </div>
      {showViewSwitch && (
        <ViewSwitch joined={filters.joined} onChange={(joined) => onChange({ joined })} />
      )}
    </div>
  );
}

/** 'All circles' or 'My circles', as two toggle buttons. */
function ViewSwitch({
  joined,
  onChange,
}: {
  joined: boolean;
  onChange: (joined: boolean) => void;
}) {
  const labelId = useId();
  const option = (value: boolean, text: string) => (
    <button
      type="button"
      aria-pressed={joined === value}
      onClick={() => onChange(value)}
      className={clsx(
        'h-full flex-1 rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        joined === value
          ? 'bg-white text-brand-800 shadow-sm'
          : 'text-slate-700 hover:bg-white/60 hover:text-slate-900',
      )}
    >
      {text}
    </button>
  );
  return (
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        Show
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex h-[2.625rem] gap-1 rounded-lg bg-slate-100 p-1 sm:h-[2.375rem]"
      >
        {option(false, 'All circles')}
        {option(true, 'My circles')}
      </div>
    </div>
  );
}
