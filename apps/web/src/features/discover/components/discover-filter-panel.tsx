import { useMemo } from 'react';
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
import { CheckboxChipGroup } from '../../../components/ui/choice-group';
import { VerifiedOnlyFilter } from '../../../components/member/verified-only-filter';
import { FilterPanel } from '../../../components/ui/filter-panel';
import { activeFilterCount, type DiscoverFilters } from '../model/discover-filters';
import { Select } from '../../../components/ui/select';
import { ArchetypeFilter } from '../../personality-test/index';

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
  // About 400 zones: built again only when the chosen one changes, not on every filter change.
  const zoneOptions = useMemo(() => timeZoneOptions(filters.timeZone), [filters.timeZone]);
  const set = <K extends keyof DiscoverFilters>(key: K, value: DiscoverFilters[K]) =>
    onChange({ [key]: value });

  return (
    <FilterPanel count={activeFilterCount(filters)} onClear={onClear}>
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
        onChange={(event) => set('experience', event.target.value as DiscoverFilters['experience'])}
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
        options={zoneOptions}
        onChange={(event) => set('timeZone', event.target.value)}
      />
      <Select
        label="Commitment"
        value={filters.commitment}
        options={commitmentOptions}
        onChange={(event) => set('commitment', event.target.value as DiscoverFilters['commitment'])}
      />
      <ArchetypeFilter value={filters.archetypes} onChange={(value) => set('archetypes', value)} />
      <VerifiedOnlyFilter value={filters.verified} onChange={(value) => set('verified', value)} />
    </FilterPanel>
  );
}
