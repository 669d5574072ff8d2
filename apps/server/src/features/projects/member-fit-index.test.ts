import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProjectIndustry } from '@cofound/shared/projects/projects.options';
import { TEAM_FIT_MIN_SCORE, teamFit } from '@cofound/shared/projects/team-fit';
import { MemberFitIndex, type IndexedMember } from './member-fit-index';

const skills = ['Go', 'go', 'Sales', 'Design', ' Ops', 'Rust'];
const member = fc.record({
  industry: fc.constantFrom(null, 'SaaS', 'Technology', 'Finance', 'Design'),
  skills: fc.array(fc.constantFrom(...skills), { maxLength: 4 }),
  founderRole: fc.constantFrom(null, 'CTO/Technical Lead', 'CEO/Founder', 'CMO/Marketing Lead'),
  // Round figures as often as any: equal scores, where the activity tier decides.
  experience: fc.oneof(fc.constantFrom(0, 10), fc.integer({ min: 0, max: 12 })),
  reputation: fc.oneof(fc.constantFrom(0, 100), fc.integer({ min: 0, max: 400 })),
  listed: fc.boolean(),
  tier: fc.constantFrom(0, 0, 1, 2),
});
const project = fc.record({
  industry: fc.constantFrom<ProjectIndustry>('Technology', 'Finance', 'Other'),
  skillsNeeded: fc.array(fc.constantFrom(...skills), { minLength: 1, maxLength: 4 }),
  rolesNeeded: fc.array(fc.constantFrom('CTO', 'Technical Lead', 'CEO', 'Designer'), {
    maxLength: 3,
  }),
});

describe('MemberFitIndex', () => {
  it('ranks exactly as the shared teamFit over every listed member of the industry, away members left out and quiet ones after equal scores', () => {
    fc.assert(
      fc.property(
        // A crowd, not the few rows of fast-check's small default size: ties need many rows.
        fc.array(fc.tuple(member, member), { maxLength: 60, size: 'medium' }),
        project,
        fc.integer({ min: 1, max: 8 }),
        (all, wanted, limit) => {
          const index = new MemberFitIndex();
          // Every member is written twice: the second version (industry, listing...) counts.
          const versions = (which: 0 | 1): IndexedMember[] =>
            all.map((pair, n) => ({
              ...pair[which],
              profileId: `p${String(n).padStart(3, '0')}`,
              userId: `u${n}`,
            }));
          for (const row of versions(0)) index.upsert(row);
          const rows = versions(1);
          for (const row of rows) index.upsert(row);
          const exclude = new Set(rows.filter((_, n) => n % 5 === 1).map((row) => row.userId));
          const expected = rows
            .filter((row) => row.listed && row.tier < 2 && !exclude.has(row.userId))
            .map((row) => ({ row, fit: teamFit(wanted, row) }))
            .filter(({ fit }) => fit.components.industry === 1 && fit.score >= TEAM_FIT_MIN_SCORE)
            .map(({ row, fit }) => ({
              profileId: row.profileId,
              userId: row.userId,
              score: fit.score,
              tier: row.tier,
            }))
            .sort(
              (a, b) =>
                b.score - a.score || a.tier - b.tier || (a.profileId < b.profileId ? -1 : 1),
            )
            .slice(0, limit);
          expect(index.rank(wanted, exclude, TEAM_FIT_MIN_SCORE, limit)).toEqual(expected);
        },
      ),
      // Ties with different tiers at the cut are what this checks: more runs than the default.
      { numRuns: 300 },
    );
  });

  it('finds every listed member of any industry the project fits, as the shared teamFit, except those away', () => {
    fc.assert(
      fc.property(
        fc.array(member, { maxLength: 60 }),
        project,
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(0.5, 0.75, 0.9),
        (all, wanted, minExperience, minScore) => {
          const index = new MemberFitIndex();
          const rows: IndexedMember[] = all.map((one, n) => ({
            ...one,
            profileId: `p${n}`,
            userId: `u${n}`,
          }));
          for (const row of rows) index.upsert(row);
          const hasRole = wanted.rolesNeeded.length > 0;
          const expected = rows
            .filter(
              (row) => row.listed && row.tier < 2 && hasRole && row.experience >= minExperience,
            )
            .map((row) => ({
              profileId: row.profileId,
              userId: row.userId,
              score: teamFit(wanted, row).score,
              tier: row.tier,
            }))
            .filter(({ score }) => score >= minScore);
          const byId = (a: { profileId: string }, b: { profileId: string }) =>
            a.profileId < b.profileId ? -1 : 1;
          expect(index.fitting({ ...wanted, minExperience }, minScore).sort(byId)).toEqual(
            expected.sort(byId),
          );
        },
      ),
    );
  });

  it('drops a member who is no longer listed and follows reputation changes', () => {
    const index = new MemberFitIndex();
    const ada = {
      profileId: 'p1',
      userId: 'u1',
      industry: 'SaaS',
      skills: ['Go'],
      founderRole: 'CTO/Technical Lead',
      experience: 0,
      reputation: 0,
      listed: true,
      tier: 0,
    };
    index.upsert(ada);
    const wanted = { industry: 'Technology', skillsNeeded: ['Go'], rolesNeeded: ['CTO'] };
    expect(index.rank(wanted, new Set(), 0.5, 6)).toEqual([
      { profileId: 'p1', userId: 'u1', score: 0.75, tier: 0 },
    ]);
    index.setReputation('p1', 100);
    expect(index.rank(wanted, new Set(), 0.5, 6)[0]!.score).toBe(0.85);
    index.upsert({ ...ada, listed: false });
    expect(index.size).toBe(0);
  });

  it('ranks a quiet member after active ones of an equal score, and leaves out away ones until they return', () => {
    const index = new MemberFitIndex();
    const same = {
      industry: 'SaaS',
      skills: ['Go'],
      founderRole: 'CTO/Technical Lead',
      experience: 4,
      reputation: 0,
      listed: true,
    };
    // The lowest ids are the least active: the id alone would put them first.
    index.upsert({ ...same, profileId: 'p1', userId: 'u1', tier: 2 });
    index.upsert({ ...same, profileId: 'p2', userId: 'u2', tier: 1 });
    index.upsert({ ...same, profileId: 'p3', userId: 'u3', tier: 0 });
    index.upsert({ ...same, profileId: 'p4', userId: 'u4', tier: 0, experience: 2 });
    const wanted = { industry: 'Technology', skillsNeeded: ['Go'], rolesNeeded: ['CTO'] };
    const ids = (limit: number) =>
      index.rank(wanted, new Set(), 0.5, limit).map((row) => [row.profileId, row.score]);
    expect(ids(6)).toEqual([
      ['p3', 0.81],
      ['p2', 0.81],
      ['p4', 0.78],
    ]);
    // The kept ones are cut at the limit with the tier too.
    expect(ids(1)).toEqual([['p3', 0.81]]);
    expect(index.size).toBe(3);
    index.upsert({ ...same, profileId: 'p1', userId: 'u1', tier: 0 });
    expect(ids(6).map(([id]) => id)).toEqual(['p1', 'p3', 'p2', 'p4']);
    expect(index.fitting({ ...wanted, minExperience: 0 }, 0.5)).toHaveLength(4);
    index.upsert({ ...same, profileId: 'p3', userId: 'u3', tier: 2 });
    expect(ids(6).map(([id]) => id)).toEqual(['p1', 'p2', 'p4']);
    expect(
      index.fitting({ ...wanted, minExperience: 0 }, 0.5).map((row) => row.userId),
    ).not.toContain('u3');
  });
});
