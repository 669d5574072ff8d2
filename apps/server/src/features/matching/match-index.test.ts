import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchScore, type MatchProfile } from '@cofound/shared/matching/match-score';
import { MatchIndex, type IndexedProfile, type RankFilters, type RankRequest } from './match-index';
import { noFilters } from './match-index-test-support';

// A small vocabulary with case variants, so that interning and case-insensitivity both matter.
const words = ['React', 'react', 'Sales', 'SALES', 'Go', 'Design', ' design ', 'ML', 'Ops', ''];
const industries = ['Technology', 'SaaS', 'Finance', null];
const types = ['visionary_ceo', 'technical_genius', 'growth_hacker', null];
const list = fc.array(fc.constantFrom(...words), { maxLength: 5 });
const matchProfile = fc.record({
  skills: list,
  industry: fc.constantFrom(...industries),
  // Mostly whole years; now and then a fraction or more years than the index's table holds, which
  // the ranking scores by walking the member's lists.
  experience: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom(2.5, 300) },
  ),
  lookingFor: list,
  startupInterests: list,
  archetype: fc.constantFrom(...types),
  activityTier: fc.constantFrom(0, 1),
  verified: fc.boolean(),
});
/** A profile id (UUID) per number, spread over all of a UUID's words so that order uses them. */
const idOf = (i: number) => {
  const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');
  const spread = Math.imul(i + 1, 0x9e3779b1) >>> 0;
  return `${hex(spread % 7, 8)}-${hex(i % 3, 4)}-4000-8${hex(spread % 5, 3)}-${hex(i, 12)}`;
};
const indexed = (
  profile: MatchProfile & { archetype: string | null; activityTier: number; verified: boolean },
  i: number,
): IndexedProfile => ({
  ...profile,
  id: idOf(i),
  userId: `u-${i}`,
  updatedAt: new Date(0),
});
const profiles = fc
  .array(matchProfile, { maxLength: 40 })
  .map((all) => all.map((profile, i) => indexed(profile, i)));
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
  verifiedOnly: fc.boolean(),
});

const norm = (items: readonly string[]) => items.map((item) => item.trim().toLowerCase());

/** The reference: every profile, filtered and scored with the pure shared function, sorted. */
function bruteForce(all: IndexedProfile[], request: Omit<RankRequest, 'after' | 'limit'>) {
  const excludedProfiles = new Set(request.excludeProfileIds);
  const {
    industry,
    minExperience,
    maxExperience,
    requiredSkills,
    roles,
    archetypes,
    anySkills,
    verifiedOnly,
  } = request.filters;
  return all
    .filter((p) => !excludedProfiles.has(p.id))
    .filter((p) => industry === null || p.industry === industry)
    .filter((p) => minExperience === null || p.experience >= minExperience)
    .filter((p) => maxExperience === null || p.experience <= maxExperience)
    .filter((p) => norm(requiredSkills).every((skill) => norm(p.skills).includes(skill)))
    .filter(
      (p) => roles.length === 0 || norm(roles).some((role) => norm(p.lookingFor).includes(role)),
    )
    .filter((p) => archetypes.length === 0 || archetypes.includes(p.archetype ?? ''))
    .filter((p) => !verifiedOnly || p.verified)
    .filter(
      (p) =>
        anySkills.length === 0 || norm(anySkills).some((skill) => norm(p.skills).includes(skill)),
    )
    .map((p) => ({
      profileId: p.id,
      activityTier: p.activityTier,
      ...matchScore(request.viewer, p),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.activityTier - b.activityTier ||
        (a.profileId < b.profileId ? -1 : 1),
    );
}

/** Pages through the index's ranking and compares it with the brute force. */
function expectPagesEqual(
  index: MatchIndex,
  all: IndexedProfile[],
  request: Omit<RankRequest, 'after' | 'limit'>,
  limit: number,
) {
  const expected = bruteForce(all, request);
  const pages: { profileId: string; score: number }[] = [];
  let after: RankRequest['after'] = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const page = index.rank({ ...request, after, limit });
    pages.push(...page.items);
    if (!page.hasMore) break;
    const last = page.items.at(-1)!;
    after = { score: last.score, activityTier: last.activityTier, id: last.profileId };
  }
  expect(pages.map(({ profileId, score }) => ({ profileId, score }))).toEqual(
    expected.map(({ profileId, score }) => ({ profileId, score })),
  );
}

/**
 * An index that first saw (and dropped) a profile with `filler` made-up items in each list, so
 * that the 32 bits per list kind run out part way (or before) the test's own words, and shared
 * items must also be counted on the lists themselves.
 */
function emptyIndex(filler: number) {
  const index = new MatchIndex();
  const junk = Array.from({ length: filler }, (_, i) => `filler ${i}`);
  const id = '00000000-0000-4000-8000-000000000000';
  index.upsert({
    id,
    userId: 'filler',
    skills: junk,
    lookingFor: junk,
    startupInterests: junk,
    industry: null,
    experience: 0,
    archetype: null,
    activityTier: 0,
    verified: false,
    updatedAt: new Date(0),
  });
  index.remove(id);
  return index;
}
const filler = fc.constantFrom(0, 0, 28, 40);

function indexOf(all: IndexedProfile[], fillerItems = 0) {
  const index = emptyIndex(fillerItems);
  for (const profile of all) index.upsert(profile);
  return index;
}

describe('MatchIndex.rank', () => {
  it('equals a brute-force ranking with the pure score, page by page', () => {
    fc.assert(
      fc.property(
        profiles,
        matchProfile,
        filters,
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(40), { maxLength: 6 }),
        filler,
        (all, viewer, rankFilters, limit, excludedIndexes, fillerItems) => {
          const index = indexOf(all, fillerItems);
          const excludeProfileIds = excludedIndexes.map(idOf);
          const request = { viewer, excludeProfileIds, filters: rankFilters };
          expectPagesEqual(index, all, request, limit);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('equals the brute force after any sequence of upserts and removals', () => {
    const operation = fc.oneof(
      fc.record({ upsert: fc.nat(15), profile: matchProfile }),
      fc.record({ remove: fc.nat(15) }),
    );
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 60 }),
        matchProfile,
        fc.integer({ min: 1, max: 5 }),
        filler,
        (operations, viewer, limit, fillerItems) => {
          const index = emptyIndex(fillerItems);
          const model = new Map<string, IndexedProfile>();
          for (const step of operations) {
            if ('remove' in step) {
              index.remove(idOf(step.remove));
              model.delete(idOf(step.remove));
            } else {
              const profile = indexed(step.profile, step.upsert);
              index.upsert(profile);
              model.set(profile.id, profile);
            }
          }
          expect(index.size).toBe(model.size);
          for (const id of model.keys()) expect(index.has(id)).toBe(true);
          const request = { viewer, excludeProfileIds: [], filters: noFilters };
          expectPagesEqual(index, [...model.values()], request, limit);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports the same components as the pure score', () => {
    fc.assert(
      fc.property(profiles, matchProfile, filler, (all, viewer, fillerItems) => {
        const ranked = indexOf(all, fillerItems).rank({
          viewer,
          excludeProfileIds: [],
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
    const [A, B, C] = [idOf(0), idOf(1), idOf(2)];
    const viewer: MatchProfile = {
      skills: ['Go'],
      industry: 'SaaS',
      experience: 3,
      lookingFor: [],
      startupInterests: [],
    };
    const base = {
      lookingFor: [],
      startupInterests: [],
      archetype: null,
      activityTier: 0,
      verified: false,
      updatedAt: new Date(0),
    };
    const index = indexOf([
      { ...base, id: A, userId: 'ua', skills: ['Go'], industry: 'SaaS', experience: 3 },
      { ...base, id: B, userId: 'ub', skills: ['Rust'], industry: 'SaaS', experience: 3 },
    ]);
    const rank = () =>
      index
        .rank({
          viewer,
          excludeProfileIds: [],
          filters: noFilters,
          after: null,
          limit: 5,
        })
        .items.map((item) => [item.profileId, item.score]);
    expect(rank()).toEqual([
      [A, 0.65],
      [B, 0.35],
    ]);
    index.upsert({
      ...base,
      id: B,
      userId: 'ub',
      skills: ['go'],
      industry: 'SaaS',
      experience: 3,
    });
    index.remove(A);
    index.upsert({ ...base, id: C, userId: 'uc', skills: [], industry: null, experience: 20 });
    expect(index.size).toBe(2);
    expect(rank()).toEqual([
      [B, 0.65],
      [C, 0.03],
    ]);
  });

  it('bounds a class by the best experience among its members, not its first', () => {
    const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const viewer: MatchProfile = {
      skills: ['Go'],
      industry: 'SaaS',
      experience: 10,
      lookingFor: [],
      startupInterests: [],
    };
    const base = {
      industry: 'SaaS',
      startupInterests: [],
      archetype: null,
      activityTier: 0,
      verified: false,
      updatedAt: new Date(0),
    };
    // One class (SaaS, one skill, no other lists) joined first by a member 10 years away from
    // the viewer, then by one with the viewer's years; another class of two whose score ties the
    // latter (a page of one keeps two candidates).
    const index = indexOf([
      { ...base, id: uuid(3), userId: 'u3', skills: ['Rust'], lookingFor: [], experience: 0 },
      { ...base, id: uuid(1), userId: 'u1', skills: ['Go'], lookingFor: [], experience: 10 },
      { ...base, id: uuid(2), userId: 'u2', skills: ['Go'], lookingFor: ['Ops'], experience: 10 },
      { ...base, id: uuid(4), userId: 'u4', skills: ['Go'], lookingFor: ['ML'], experience: 10 },
    ]);
    const page = index.rank({
      viewer,
      excludeProfileIds: [],
      filters: noFilters,
      after: null,
      limit: 1,
    });
    expect(page.items.map((item) => [item.profileId, item.score])).toEqual([[uuid(1), 0.65]]);
  });

  it('returns nothing when a required skill is unknown to everyone', () => {
    const A = idOf(0);
    const index = indexOf([
      {
        id: A,
        userId: 'ua',
        skills: ['Go'],
        industry: null,
        experience: 1,
        lookingFor: [],
        startupInterests: [],
        archetype: null,
        activityTier: 0,
        verified: false,
        updatedAt: new Date(0),
      },
    ]);
    const page = index.rank({
      viewer: { skills: [], industry: null, experience: 0, lookingFor: [], startupInterests: [] },
      excludeProfileIds: [],
      filters: { ...noFilters, requiredSkills: ['Go', 'Cobol'] },
      after: null,
      limit: 5,
    });
    expect(page).toEqual({ items: [], hasMore: false });
  });
});
