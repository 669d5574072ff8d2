import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { teamFit } from '@cofound/shared/projects/team-fit';
import type { ProjectIndustry } from '@cofound/shared/projects/projects.options';
import { ProjectFitIndex, type IndexedProject } from './project-fit-index';

const industries: ProjectIndustry[] = ['Technology', 'Finance', 'Other'];
const skills = ['Go', 'go', 'Sales', 'Design', ' Ops', 'Rust'];
const roles = ['CTO', 'Technical Lead', 'CEO', 'Designer', '  ', 'Marketing Lead'];

const project = fc.record({
  industry: fc.constantFrom(...industries),
  skillsNeeded: fc.array(fc.constantFrom(...skills), { maxLength: 4 }),
  rolesNeeded: fc.array(fc.constantFrom(...roles), { maxLength: 3 }),
  minExperience: fc.constantFrom(0, 2, 5),
  ownerTier: fc.constantFrom(0, 0, 1, 2),
});
const seeker = fc.record({
  industry: fc.constantFrom(null, 'SaaS', 'Finance', 'Design'),
  skills: fc.array(fc.constantFrom(...skills), { maxLength: 4 }),
  founderRole: fc.constantFrom(null, 'CTO/Technical Lead', 'CEO/Founder', 'CMO/Marketing Lead'),
  experience: fc.oneof(fc.constantFrom(0, 10), fc.integer({ min: 0, max: 12 })),
  reputation: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 400 })),
});

describe('ProjectFitIndex', () => {
  it('ranks exactly as the shared teamFit over every project, with exclusions and limits, away owners left out and quiet ones after equal scores', () => {
    fc.assert(
      fc.property(
        fc.array(project, { maxLength: 40, size: 'medium' }),
        seeker,
        fc.integer({ min: 1, max: 12 }),
        (all, someone, limit) => {
          const index = new ProjectFitIndex();
          const rows: IndexedProject[] = all.map((one, n) => ({
            ...one,
            id: `p${String(n).padStart(3, '0')}`,
            updatedAt: new Date(0),
          }));
          // Not in id order: equal scores meet the kept ones in any order.
          for (const row of [
            ...rows.filter((_, n) => n % 2 === 1),
            ...rows.filter((_, n) => n % 2 === 0),
          ]) {
            index.upsert(row);
          }
          const exclude = new Set(rows.filter((_, n) => n % 7 === 3).map((row) => row.id));
          const expected = rows
            .filter(
              (row) =>
                !exclude.has(row.id) &&
                row.ownerTier < 2 &&
                row.minExperience <= someone.experience &&
                row.rolesNeeded.some((role) => role.trim() !== ''),
            )
            .map((row) => ({
              id: row.id,
              score: teamFit({ ...row, industry: row.industry as ProjectIndustry }, someone).score,
              ownerTier: row.ownerTier,
            }))
            .sort(
              (a, b) => b.score - a.score || a.ownerTier - b.ownerTier || (a.id < b.id ? -1 : 1),
            )
            .slice(0, limit);
          expect(index.rank(someone, exclude, limit)).toEqual(expected);
        },
      ),
      // Ties with different tiers at the cut are what this checks: more runs than the default.
      { numRuns: 300 },
    );
  });

  it('replaces a project on upsert (a new version or a new owner tier) and forgets it on remove', () => {
    const index = new ProjectFitIndex();
    const base = {
      id: 'a',
      industry: 'Technology',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO'],
      minExperience: 0,
      updatedAt: new Date(1),
      ownerTier: 0,
    };
    index.upsert(base);
    expect(index.holds(base)).toBe(true);
    const edited = { ...base, rolesNeeded: ['Designer'], updatedAt: new Date(2) };
    expect(index.holds(edited)).toBe(false);
    index.upsert(edited);
    expect(index.size).toBe(1);
    expect(index.holds(edited)).toBe(true);
    expect(index.holds({ ...edited, ownerTier: 1 })).toBe(false);
    const who = {
      industry: 'SaaS',
      skills: ['Go'],
      founderRole: 'CTO/Technical Lead',
      experience: 0,
      reputation: 0,
    };
    expect(index.rank(who, new Set(), 5)).toEqual([{ id: 'a', score: 0.5, ownerTier: 0 }]);
    index.remove('a');
    expect(index.rank(who, new Set(), 5)).toEqual([]);
  });

  it("ranks a quiet owner's project after equal scores of active owners, and leaves out an away owner's", () => {
    const index = new ProjectFitIndex();
    const same = {
      industry: 'Finance',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO'],
      minExperience: 0,
      updatedAt: new Date(1),
    };
    // The lowest ids have the least active owners: the id alone would put them first.
    index.upsert({ ...same, id: 'a', ownerTier: 2 });
    index.upsert({ ...same, id: 'b', ownerTier: 1 });
    index.upsert({ ...same, id: 'c', ownerTier: 0 });
    index.upsert({ ...same, id: 'd', ownerTier: 0, skillsNeeded: ['Go', 'Rust'] });
    const who = {
      industry: 'Finance',
      skills: ['Go'],
      founderRole: 'CTO/Technical Lead',
      experience: 0,
      reputation: 0,
    };
    const ids = (limit: number) => index.rank(who, new Set(), limit).map((row) => row.id);
    expect(ids(5)).toEqual(['c', 'b', 'd']);
    expect(ids(1)).toEqual(['c']);
    // The owner comes back: their project is there again, first of the equal scores by id.
    index.upsert({ ...same, id: 'a', ownerTier: 0 });
    expect(ids(5)).toEqual(['a', 'c', 'b', 'd']);
  });
});
