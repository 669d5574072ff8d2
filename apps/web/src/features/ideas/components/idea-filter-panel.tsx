import {
  ideaFilterSkills,
  ideaIndustries,
  ideaIndustryLabels,
  ideaStageLabels,
  ideaStages,
} from '@cofound/shared/ideas/ideas.options';
import { CheckboxChipGroup } from '../../../components/ui/choice-group';
import { FilterPanel } from '../../../components/ui/filter-panel';
import { Select } from '../../../components/ui/select';
import { activeIdeaFilterCount, type IdeaFilters } from '../model/idea-filters';

const industryOptions = ideaIndustries.map((value) => ({
  value,
  label: ideaIndustryLabels[value],
}));
const stageOptions = ideaStages.map((value) => ({ value, label: ideaStageLabels[value] }));

type IdeaFilterPanelProps = {
  filters: IdeaFilters;
  /** Only the filters that changed: the page merges them onto the latest ones. */
  onChange: (changed: Partial<IdeaFilters>) => void;
  onClear: () => void;
};

/** Industry, stage and skills: a sidebar on wide screens, a collapsible panel on phones. */
export function IdeaFilterPanel({ filters, onChange, onClear }: IdeaFilterPanelProps) {
  return (
    <FilterPanel count={activeIdeaFilterCount(filters)} onClear={onClear}>
      <Select
        label="Industry"
        placeholder="All industries"
        value={filters.industry}
        options={industryOptions}
        onChange={(event) => onChange({ industry: event.target.value as IdeaFilters['industry'] })}
      />
      <Select
        label="Stage"
        placeholder="All stages"
        value={filters.stage}
        options={stageOptions}
        onChange={(event) => onChange({ stage: event.target.value as IdeaFilters['stage'] })}
      />
      <CheckboxChipGroup
        legend="Skills"
        hint="Ideas that need all of these"
        name="skills"
        options={ideaFilterSkills}
        value={filters.skills as (typeof ideaFilterSkills)[number][]}
        onChange={(skills) => onChange({ skills })}
      />
    </FilterPanel>
  );
}
