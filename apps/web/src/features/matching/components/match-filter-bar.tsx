import { useId, useState, type FormEvent } from 'react';
import { clsx } from 'clsx';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { formatListInput, parseListInput } from '@cofound/shared/profiles/list-input';
import type { Archetype } from '@cofound/shared/personality-test/archetypes';
import { lookingForRoles, profileIndustries } from '@cofound/shared/profiles/profiles.options';
import { Button } from '../../../components/ui/button';
import { CheckboxChipGroup } from '../../../components/ui/choice-group';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import {
  activeMatchFilterCount,
  matchFiltersError,
  noMatchFilters,
  yearsFromInput,
  type MatchFilters,
} from '../model/match-filters';
import { surfaceStyles } from '../../../components/ui/card';
import { VerifiedOnlyFilter } from '../../../components/member/verified-only-filter';
import { ArchetypeFilter } from '../../personality-test/index';

type Role = (typeof lookingForRoles)[number];
type Draft = {
  industry: string;
  min: string;
  max: string;
  skills: string;
  roles: Role[];
  archetypes: Archetype[];
  verified: boolean;
};

const industryOptions = profileIndustries.map((industry) => ({ value: industry, label: industry }));

function draftOf(filters: MatchFilters): Draft {
  return {
    industry: filters.industry,
    min: filters.minExperience === null ? '' : String(filters.minExperience),
    max: filters.maxExperience === null ? '' : String(filters.maxExperience),
    skills: formatListInput(filters.requiredSkills),
    roles: lookingForRoles.filter((role) => filters.roles.includes(role)),
    archetypes: filters.archetypes,
    verified: filters.verified,
  };
}

function filtersOf(draft: Draft): MatchFilters {
  return {
    industry: draft.industry,
    minExperience: yearsFromInput(draft.min),
    maxExperience: yearsFromInput(draft.max),
    requiredSkills: parseListInput(draft.skills),
    roles: draft.roles,
    archetypes: draft.archetypes,
    verified: draft.verified,
  };
}

type MatchFilterBarProps = { filters: MatchFilters; onApply: (filters: MatchFilters) => void };

/** The deck's optional filters, folded away until opened; applied with one button. */
export function MatchFilterBar({ filters, onApply }: MatchFilterBarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(filters));
  const count = activeMatchFilterCount(filters);
  const error = matchFiltersError(filtersOf(draft));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    onApply(filtersOf(draft));
  };
  const clear = () => {
    setDraft(draftOf(noMatchFilters));
    onApply(noMatchFilters);
  };

  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Filters
        {count > 0 && (
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
            {count}
            <span className="sr-only"> active</span>
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
        />
      </Button>
      <form
        id={panelId}
        hidden={!open}
        aria-label="Match filters"
        onSubmit={apply}
        className={surfaceStyles('compact', 'mt-3 space-y-4')}
      >
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <div className="col-span-2 lg:col-span-1">
            <Select
              label="Industry"
              placeholder="All industries"
              options={industryOptions}
              value={draft.industry}
              onChange={(event) => set('industry', event.target.value)}
            />
          </div>
          <Input
            label="Min. experience (years)"
            inputMode="numeric"
            value={draft.min}
            onChange={(event) => set('min', event.target.value)}
          />
          <Input
            label="Max. experience (years)"
            inputMode="numeric"
            value={draft.max}
            error={error ?? undefined}
            onChange={(event) => set('max', event.target.value)}
          />
          <div className="col-span-2 lg:col-span-1">
            <Input
              label="Required skills"
              hint="Comma-separated; they must have all"
              value={draft.skills}
              onChange={(event) => set('skills', event.target.value)}
            />
          </div>
        </div>
        <CheckboxChipGroup
          legend="Looking for"
          hint="Founders looking for any of these"
          name="roles"
          options={lookingForRoles}
          value={draft.roles}
          onChange={(value) => set('roles', value)}
        />
        <ArchetypeFilter value={draft.archetypes} onChange={(value) => set('archetypes', value)} />
        <VerifiedOnlyFilter value={draft.verified} onChange={(value) => set('verified', value)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          {count > 0 && (
            <Button variant="ghost" size="sm" onClick={clear}>
              Clear filters
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
