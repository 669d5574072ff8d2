import { endpointQuery } from '@cofound/shared/contract/endpoint';
import {
  ideaFilterSkills,
  ideaIndustries,
  ideaSorts,
  ideaStages,
  type IdeaIndustry,
  type IdeaSort,
  type IdeaStage,
} from '@cofound/shared/ideas/ideas.options';
import type { IdeasQueryInput } from '@cofound/shared/ideas/ideas.schemas';
import { listOf, oneOf } from '../../../lib/url-filter-values';

/** What the visitor searches for; lives in the URL so a search can be shared and reloaded. */
export type IdeaFilters = {
  q: string;
  industry: IdeaIndustry | '';
  stage: IdeaStage | '';
  skills: string[];
  sort: IdeaSort;
};

export const defaultIdeaFilters: IdeaFilters = {
  q: '',
  industry: '',
  stage: '',
  skills: [],
  sort: 'newest',
};

const MAX_Q = 100;

/** The filters in a URL's search params; unknown or malformed values fall back to defaults. */
export function ideaFiltersFromSearch(params: URLSearchParams): IdeaFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_Q),
    industry: oneOf(ideaIndustries, params.get('industry')) ?? '',
    stage: oneOf(ideaStages, params.get('stage')) ?? '',
    skills: listOf(ideaFilterSkills, params.getAll('skills')),
    sort: oneOf(ideaSorts, params.get('sort')) ?? 'newest',
  };
}

/** The URL search params for the filters; defaults are left out to keep links short. */
export function searchFromIdeaFilters(filters: IdeaFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.stage) params.set('stage', filters.stage);
  for (const skill of filters.skills) params.append('skills', skill);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** The GET /api/ideas query for one page. */
export function ideasApiQuery(filters: IdeaFilters, cursor: string | null): IdeasQueryInput {
  const q = filters.q.trim();
  return {
    q: q || undefined,
    industry: filters.industry || undefined,
    stage: filters.stage || undefined,
    skills: filters.skills,
    sort: filters.sort,
    cursor: cursor ?? undefined,
  };
}

/** The same query as a string. */
export function ideasApiQueryString(filters: IdeaFilters, cursor: string | null): string {
  return endpointQuery(ideasApiQuery(filters, cursor));
}

/** How many filters (not the search or the sort) are set: shown on the phone's filter toggle. */
export function activeIdeaFilterCount(filters: IdeaFilters): number {
  return (filters.industry ? 1 : 0) + (filters.stage ? 1 : 0) + filters.skills.length;
}

/** True when anything narrows the list (search or filters); the sort does not count. */
export function isIdeasFiltered(filters: IdeaFilters): boolean {
  return filters.q.trim() !== '' || activeIdeaFilterCount(filters) > 0;
}

/** The filters cleared, keeping the sort. */
export function clearedIdeaFilters(filters: IdeaFilters): IdeaFilters {
  return { ...defaultIdeaFilters, sort: filters.sort };
}
