import { describe, expect, it } from 'vitest';
import {
  activeIdeaFilterCount,
  clearedIdeaFilters,
  defaultIdeaFilters,
  ideaFiltersFromSearch,
  ideasApiQueryString,
  isIdeasFiltered,
  searchFromIdeaFilters,
  type IdeaFilters,
} from './idea-filters';

const full: IdeaFilters = {
  q: 'tutor',
  industry: 'education',
  stage: 'mvp',
  skills: ['Marketing', 'Sales'],
  sort: 'most_liked',
};

describe('idea filters <-> URL', () => {
  it('an empty URL is the default search', () => {
    expect(ideaFiltersFromSearch(new URLSearchParams())).toEqual(defaultIdeaFilters);
    expect(searchFromIdeaFilters(defaultIdeaFilters).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const search = searchFromIdeaFilters(full);
    expect(search.toString()).toBe(
      'q=tutor&industry=education&stage=mvp&skills=Marketing&skills=Sales&sort=most_liked',
    );
    expect(ideaFiltersFromSearch(search)).toEqual(full);
  });

  it('ignores unknown values and keeps skills in the list order without duplicates', () => {
    const parsed = ideaFiltersFromSearch(
      new URLSearchParams(
        'industry=mining&stage=ipo&sort=random&skills=Sales&skills=Juggling&skills=Marketing&skills=Sales',
      ),
    );
    expect(parsed).toEqual({ ...defaultIdeaFilters, skills: ['Marketing', 'Sales'] });
  });

  it('always sends the sort, and the cursor when paging', () => {
    expect(ideasApiQueryString(defaultIdeaFilters, null)).toBe('sort=newest');
    expect(ideasApiQueryString({ ...defaultIdeaFilters, q: ' x ', skills: ['Sales'] }, 'c1')).toBe(
      'q=x&skills=Sales&sort=newest&cursor=c1',
    );
  });

  it('counts active filters and clears them but the sort', () => {
    expect(activeIdeaFilterCount(full)).toBe(4);
    expect(isIdeasFiltered({ ...defaultIdeaFilters, q: 'x' })).toBe(true);
    expect(isIdeasFiltered({ ...defaultIdeaFilters, sort: 'most_liked' })).toBe(false);
    expect(clearedIdeaFilters(full)).toEqual({ ...defaultIdeaFilters, sort: 'most_liked' });
  });
});
