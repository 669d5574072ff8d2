import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { experienceBucketLabels } from '@cofound/shared/discover/discover.schemas';
import {
  commitmentLabels,
  commitments,
  discoveryIndustries,
  experienceBuckets,
  lookingForRoles,
  skills as skillOptions,
} from '@cofound/shared/profiles/profiles.options';
import { listTimeZones } from '@cofound/shared/profiles/time-zones';
import { Button } from '../../../components/ui/button';
import { CheckboxChipGroup } from '../../../components/ui/choice-group';
import { activeFilterCount, type DiscoverFilters } from '../model/discover-filters';
import { Select } from '../../../components/ui/select';
import { surfaceStyles } from '../../../components/ui/card';

type DiscoverFilterPanelProps = {
  filters: DiscoverFilters;
  /** Only the filters that changed: the page merges them onto the latest ones. */
  onChange: (changed: Partial<DiscoverFilters>) => void;
  onClear: () => void;
};

const industryOptions = [
  { value: '', label: 'All industries' },
  ...discoveryIndustries.map((industry) => ({ value: industry, label: industry })),
];
const experienceOptions = experienceBuckets.map((bucket) => ({
  value: bucket,
  label: experienceBucketLabels[bucket],
}));
const commitmentOptions = [
  { value: '', label: 'Any commitment' },
  ...commitments.map((commitment) => ({ value: commitment, label: commitmentLabels[commitment] })),
];

function timeZoneOptions(selected: string) {
  const zones = listTimeZones();
  const all = selected && !zones.includes(selected) ? [selected, ...zones] : zones;
  return [
    { value: '', label: 'Any time zone' },
    ...all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
}

/** The filters: a sidebar on wide screens, a collapsible panel on phones. */
export function DiscoverFilterPanel({ filters, onChange, onClear }: DiscoverFilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  const set = <K extends keyof DiscoverFilters>(key: K, value: DiscoverFilters[K]) =>
    onChange({ [key]: value });

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
        <Select
          label="Industry"
          value={filters.industry}
          options={industryOptions}
          onChange={(event) => set('industry', event.target.value)}
        />
        <Select
          label="Experience"
          value={filters.experience}
          options={experienceOptions}
          onChange={(event) =>
            set('experience', event.target.value as DiscoverFilters['experience'])
          }
        />
        <CheckboxChipGroup
          legend="Skills"
          hint="Founders with all of these"
          name="skills"
          options={skillOptions}
          value={filters.skills as (typeof skillOptions)[number][]}
          onChange={(value) => set('skills', value)}
        />
        <CheckboxChipGroup
          legend="Looking for"
          hint="Founders looking for any of these"
          name="lookingFor"
          options={lookingForRoles}
          value={filters.lookingFor as (typeof lookingForRoles)[number][]}
          onChange={(value) => set('lookingFor', value)}
        />
        <Select
          label="Time zone"
          value={filters.timeZone}
          options={timeZoneOptions(filters.timeZone)}
          onChange={(event) => set('timeZone', event.target.value)}
        />
        <Select
          label="Commitment"
          value={filters.commitment}
          options={commitmentOptions}
          onChange={(event) =>
            set('commitment', event.target.value as DiscoverFilters['commitment'])
          }
        />
        {count > 0 && (
          <Button variant="secondary" className="w-full lg:hidden" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
    </section>
  );
}
