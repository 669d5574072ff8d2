import { endpointQuery } from '@cofound/shared/contract/endpoint';
import {
  discoverSorts,
  type DiscoverQueryInput,
  type DiscoverSort,
  type ExperienceBucket,
} from '@cofound/shared/discover/discover.schemas';
import {
  commitments,
  discoveryIndustries,
  type Commitment,
  experienceBuckets,
  lookingForRoles,
  skills as skillOptions,
} from '@cofound/shared/profiles/profiles.options';
import { archetypes, type Archetype } from '@cofound/shared/personality-test/archetypes';
import { listOf, oneOf } from '../../../lib/url-filter-values';

/** What the visitor searches for; lives in the URL so a search can be shared and reloaded. */
export type DiscoverFilters = {
  q: string;
  industry: string;
  experience: ExperienceBucket;
  skills: string[];
  lookingFor: string[];
  timeZone: string;
  commitment: Commitment | '';
  archetypes: Archetype[];
  /** Only founders with a verified badge. */
  verified: boolean;
  sort: DiscoverSort;
};

export const defaultFilters: DiscoverFilters = {
  q: '',
  industry: '',
  experience: 'any',
  skills: [],
  lookingFor: [],
  timeZone: '',
  commitment: '',
  archetypes: [],
  verified: false,
  sort: 'top_rated',
};

const MAX_Q = 100;

/** The filters in a URL's search params; unknown or malformed values fall back to defaults. */
export function filtersFromSearch(params: URLSearchParams): DiscoverFilters {
  const timeZone = params.get('timeZone') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, MAX_Q),
    industry: oneOf(discoveryIndustries, params.get('industry')) ?? '',
    experience: oneOf(experienceBuckets, params.get('experience')) ?? 'any',
    skills: listOf(skillOptions, params.getAll('skills')),
    lookingFor: listOf(lookingForRoles, params.getAll('lookingFor')),
    timeZone: /^[A-Za-z0-9_+\-/]{1,64}$/.test(timeZone) ? timeZone : '',
    commitment: oneOf(commitments, params.get('commitment')) ?? '',
    archetypes: listOf(archetypes, params.getAll('archetypes')),
    verified: params.get('verified') === 'true',
    sort: oneOf(discoverSorts, params.get('sort')) ?? 'top_rated',
  };
}

/** The URL search params for the filters; defaults are left out to keep links short. */
export function searchFromFilters(filters: DiscoverFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.experience !== 'any') params.set('experience', filters.experience);
  for (const skill of filters.skills) params.append('skills', skill);
  for (const role of filters.lookingFor) params.append('lookingFor', role);
  if (filters.timeZone) params.set('timeZone', filters.timeZone);
  if (filters.commitment) params.set('commitment', filters.commitment);
  for (const archetype of filters.archetypes) params.append('archetypes', archetype);
  if (filters.verified) params.set('verified', 'true');
  if (filters.sort !== 'top_rated') params.set('sort', filters.sort);
  return params;
}

/** The GET /api/discover query for one page: the filters as the URL has them, the sort, the cursor. */
export function apiQueryOf(filters: DiscoverFilters, cursor: string | null): DiscoverQueryInput {
  const q = filters.q.trim();
  return {
    q: q || undefined,
    industry: filters.industry || undefined,
    experience: filters.experience === 'any' ? undefined : filters.experience,
    skills: filters.skills,
    lookingFor: filters.lookingFor,
    timeZone: filters.timeZone || undefined,
    commitment: filters.commitment || undefined,
    archetypes: filters.archetypes,
    verified: filters.verified ? 'true' : undefined,
    sort: filters.sort,
    cursor: cursor ?? undefined,
  };
}

/** The same query as a string (what a shared link's search carries, plus sort and cursor). */
export function apiQueryFor(filters: DiscoverFilters, cursor: string | null): string {
  return endpointQuery(apiQueryOf(filters, cursor));
}

/** How many filters (not the search or the sort) are set: shown on the phone's filter toggle. */
export function activeFilterCount(filters: DiscoverFilters): number {
  return (
    (filters.industry ? 1 : 0) +
    (filters.experience !== 'any' ? 1 : 0) +
    filters.skills.length +
    filters.lookingFor.length +
    (filters.timeZone ? 1 : 0) +
    (filters.commitment ? 1 : 0) +
    filters.archetypes.length +
    (filters.verified ? 1 : 0)
  );
}

/** True when anything narrows the list (search or filters); the sort does not count. */
export function isFiltered(filters: DiscoverFilters): boolean {
  return filters.q.trim() !== '' || activeFilterCount(filters) > 0;
}

/** The filters cleared, keeping the sort. */
export function clearedFilters(filters: DiscoverFilters): DiscoverFilters {
  return { ...defaultFilters, sort: filters.sort };
}
