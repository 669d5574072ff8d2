import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchScore, type MatchProfile } from '@cofound/shared/matching/match-score';
import { MatchIndex, type IndexedProfile, type RankFilters, type RankRequest } from './match-index';

// A small vocabulary with case variants, so that interning and case-insensitivity both matter.
const words = ['React', 'react', 'Sales', 'SALES', 'Go', 'Design', ' design ', 'ML', 'Ops', ''];
const industries = ['Technology', 'SaaS', 'Finance', null];
const types = ['visionary_ceo', 'technical_genius', 'growth_hacker', null];
const list = fc.array(fc.constantFrom(...words), { maxLength: 5 });
const matchProfile = fc.record({
  skills: list,
  industry: fc.constantFrom(...industries),
  experience: fc.integer({ min: 0, max: 20 }),
  lookingFor: list,
  startupInterests: list,
  archetype: fc.constantFrom(...types),
});
const profiles = fc.array(matchProfile, { maxLength: 40 }).map((all) =>
  all.map((profile, i): IndexedProfile => ({
    ...profile,
    id: `p-${String(i).padStart(3, '0')}`,
    userId: `u-${i}`,
    updatedAt: new Date(0),
  })),
);
const filters: fc.Arbitrary<RankFilters> = fc.record({
  industry: fc.constantFrom(...industries),
  minExperience: fc.option(fc.integer({ min: 0, max: 12 })),
  maxExperience: fc.option(fc.integer({ min: 5, max: 20 })),
  requiredSkills: fc.array(fc.constantFrom('react', 'Sales', 'Go', 'Kotlin'), { maxLength: 2 }),
  roles: fc.array(fc.constantFrom('design', 'ML', 'Ops', 'Legal'), { maxLength: 2 }),
  // operations_master is a type no indexed profile has.
  archetypes: fc.array(
    fc.constantFrom('visionary_ceo', 'technical_genius', 'growth_hacker', 'operations_master'),
    { maxLength: 2 },
  ),
  anySkills: fc.array(fc.constantFrom('react', 'SALES', 'Kotlin'), { maxLength: 2 }),
});

const norm = (items: readonly string[]) => items.map((item) => item.trim().toLowerCase());

/** The reference: every profile, filtered and scored with the pure shared function, sorted. */
function bruteForce(all: IndexedProfile[], request: Omit<RankRequest, 'after' | 'limit'>) {
  const excludedProfiles = new Set(request.excludeProfileIds);
  const excludedUsers = new Set(request.excludeUserIds);
  const { industry, minExperience, maxExperience, requiredSkills, roles, archetypes, anySkills } =
    request.filters;
  return all
    .filter((p) => !excludedProfiles.has(p.id) && !excludedUsers.has(p.userId))
    .filter((p) => industry === null || p.industry === industry)
    .filter((p) => minExperience === null || p.experience >= minExperience)
    .filter((p) => maxExperience === null || p.experience <= maxExperience)
    .filter((p) => norm(requiredSkills).every((skill) => norm(p.skills).includes(skill)))
    .filter(
      (p) => roles.length === 0 || norm(roles).some((role) => norm(p.lookingFor).includes(role)),
    )
    .filter((p) => archetypes.length === 0 || archetypes.includes(p.archetype ?? ''))
    .filter(
      (p) =>
        anySkills.length === 0 || norm(anySkills).some((skill) => norm(p.skills).includes(skill)),
    )
    .map((p) => ({ profileId: p.id, ...matchScore(request.viewer, p) }))
    .sort((a, b) => b.score - a.score || (a.profileId < b.profileId ? -1 : 1));
}

function indexOf(all: IndexedProfile[]) {
  const index = new MatchIndex();
  for (const profile of all) index.upsert(profile);
  return index;
}

const noFilters: RankFilters = {
  industry: null,
  minExperience: null,
  maxExperience: null,
  requiredSkills: [],
  roles: [],
  archetypes: [],
  anySkills: [],
};

describe('MatchIndex.rank', () => {
  it('equals a brute-force ranking with the pure score, page by page', () => {
    fc.assert(
      fc.property(
        profiles,
        matchProfile,
        filters,
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(40), { maxLength: 6 }),
        (all, viewer, rankFilters, limit, excludedIndexes) => {
          const index = indexOf(all);
          const excludeProfileIds = excludedIndexes.map((i) => `p-${String(i).padStart(3, '0')}`);
          const excludeUserIds = excludedIndexes.map((i) => `u-${i + 1}`);
          const request = { viewer, excludeProfileIds, excludeUserIds, filters: rankFilters };
          const expected = bruteForce(all, request);
          const pages: { profileId: string; score: number }[] = [];
          let after: RankRequest['after'] = null;
          for (let guard = 0; guard < 50; guard += 1) {
            const page = index.rank({ ...request, after, limit });
            pages.push(...page.items);
            if (!page.hasMore) break;
            const last = page.items.at(-1)!;
            after = { score: last.score, id: last.profileId };
          }
          expect(pages.map(({ profileId, score }) => ({ profileId, score }))).toEqual(
            expected.map(({ profileId, score }) => ({ profileId, score })),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports the same components as the pure score', () => {
    fc.assert(
      fc.property(profiles, matchProfile, (all, viewer) => {
        const ranked = indexOf(all).rank({
          viewer,
          excludeProfileIds: [],
          excludeUserIds: [],
          filters: noFilters,
          after: null,
          limit: 50,
        });
        for (const item of ranked.items) {
          const profile = all.find((p) => p.id === item.profileId)!;
          expect(item.components).toEqual(matchScore(viewer, profile).components);
        }
      }),
    );
  });

  it('follows updates and removals, reusing freed slots', () => {
    const viewer: MatchProfile = {
      skills: ['Go'],
      industry: 'SaaS',
      experience: 3,
      lookingFor: [],
      startupInterests: [],
    };
    const base = { lookingFor: [], startupInterests: [], archetype: null, updatedAt: new Date(0) };
    const index = indexOf([
      { ...base, id: 'a', userId: 'ua', skills: ['Go'], industry: 'SaaS', experience: 3 },
      { ...base, id: 'b', userId: 'ub', skills: ['Rust'], industry: 'SaaS', experience: 3 },
    ]);
    const rank = () =>
      index
        .rank({
          viewer,
          excludeProfileIds: [],
          excludeUserIds: [],
          filters: noFilters,
          after: null,
          limit: 5,
        })
        .items.map((item) => [item.profileId, item.score]);
    expect(rank()).toEqual([
      ['a', 0.65],
      ['b', 0.35],
    ]);
    index.upsert({
      ...base,
      id: 'b',
      userId: 'ub',
      skills: ['go'],
      industry: 'SaaS',
      experience: 3,
    });
    index.remove('a');
    index.upsert({ ...base, id: 'c', userId: 'uc', skills: [], industry: null, experience: 20 });
    expect(index.size).toBe(2);
    expect(rank()).toEqual([
      ['b', 0.65],
      ['c', 0.03],
    ]);
  });

  it('returns nothing when a required skill is unknown to everyone', () => {
    const index = indexOf([
      {
        id: 'a',
        userId: 'ua',
        skills: ['Go'],
        industry: null,
        experience: 1,
        lookingFor: [],
        startupInterests: [],
        archetype: null,
        updatedAt: new Date(0),
      },
    ]);
    const page = index.rank({
      viewer: { skills: [], industry: null, experience: 0, lookingFor: [], startupInterests: [] },
      excludeProfileIds: [],
      excludeUserIds: [],
      filters: { ...noFilters, requiredSkills: ['Go', 'Cobol'] },
      after: null,
      limit: 5,
    });
    expect(page).toEqual({ items: [], hasMore: false });
  });
});
