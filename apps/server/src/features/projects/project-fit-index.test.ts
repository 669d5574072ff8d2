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
});
const seeker = fc.record({
  industry: fc.constantFrom(null, 'SaaS', 'Finance', 'Design'),
  skills: fc.array(fc.constantFrom(...skills), { maxLength: 4 }),
  founderRole: fc.constantFrom(null, 'CTO/Technical Lead', 'CEO/Founder', 'CMO/Marketing Lead'),
  experience: fc.integer({ min: 0, max: 12 }),
  reputation: fc.integer({ min: 0, max: 400 }),
});

describe('ProjectFitIndex', () => {
  it('ranks exactly as the shared teamFit over every project, with exclusions and limits', () => {
    fc.assert(
      fc.property(
        fc.array(project, { maxLength: 40 }),
        seeker,
        fc.integer({ min: 1, max: 12 }),
        (all, someone, limit) => {
          const index = new ProjectFitIndex();
          const rows: IndexedProject[] = all.map((one, n) => ({
            ...one,
            id: `p${String(n).padStart(3, '0')}`,
            updatedAt: new Date(0),
          }));
          for (const row of rows) index.upsert(row);
          const exclude = new Set(rows.filter((_, n) => n % 7 === 3).map((row) => row.id));
          const expected = rows
            .filter(
              (row) =>
                !exclude.has(row.id) &&
                row.minExperience <= someone.experience &&
                row.rolesNeeded.some((role) => role.trim() !== ''),
            )
            .map((row) => ({
              id: row.id,
              score: teamFit({ ...row, industry: row.industry as ProjectIndustry }, someone).score,
            }))
            .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
            .slice(0, limit);
          expect(index.rank(someone, exclude, limit)).toEqual(expected);
        },
      ),
    );
  });

  it('replaces a project on upsert and forgets it on remove', () => {
    const index = new ProjectFitIndex();
    const base = {
      id: 'a',
      industry: 'Technology',
      skillsNeeded: ['Go'],
      rolesNeeded: ['CTO'],
      minExperience: 0,
      updatedAt: new Date(1),
    };
    index.upsert(base);
    index.upsert({ ...base, rolesNeeded: ['Designer'], updatedAt: new Date(2) });
    expect(index.size).toBe(1);
    expect(index.versionOf('a')).toBe(2);
    const who = {
      industry: 'SaaS',
      skills: ['Go'],
      founderRole: 'CTO/Technical Lead',
      experience: 0,
      reputation: 0,
    };
    expect(index.rank(who, new Set(), 5)).toEqual([{ id: 'a', score: 0.5 }]);
    index.remove('a');
    expect(index.rank(who, new Set(), 5)).toEqual([]);
  });
});
