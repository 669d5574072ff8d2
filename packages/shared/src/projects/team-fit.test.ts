import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareTeamFit,
  roleFits,
  skillsCovered,
  TEAM_FIT_MIN_SCORE,
  teamFit,
  teamFitDisplay,
  type TeamFitMember,
  type TeamFitProject,
} from './team-fit';

const project: TeamFitProject = {
  industry: 'Technology',
  skillsNeeded: ['Go', 'Sales', 'Design', 'Ops'],
  rolesNeeded: ['Marketing Lead', 'CTO'],
};
const nobody: TeamFitMember = {
  industry: 'Finance',
  skills: [],
  founderRole: 'CEO/Founder',
  experience: 0,
  reputation: 0,
};

describe('teamFit components', () => {
  it('skills: the share of the needed skills the member has, case-insensitive', () => {
    expect(teamFit(project, { ...nobody, skills: ['go', 'SALES', 'Rust'] }).components.skills).toBe(
      0.5,
    );
    expect(skillsCovered([], ['Go'])).toBe(0);
    expect(skillsCovered(['Go', 'go '], ['GO'])).toBe(1);
  });

  it('role: an open role whose words are all in the member’s founder role', () => {
    expect(roleFits('CTO', 'CTO/Technical Lead')).toBe(true);
    expect(roleFits('technical lead', 'CTO/Technical Lead')).toBe(true);
    expect(roleFits('Technical Cofounder', 'CTO/Technical Lead')).toBe(false);
    expect(roleFits('  ', 'CTO/Technical Lead')).toBe(false);
    expect(roleFits('CTO', null)).toBe(false);
    const fit = teamFit(project, { ...nobody, founderRole: 'CMO/Marketing Lead' });
    expect(fit.components.role).toBe(1);
    expect(fit.role).toBe('Marketing Lead');
  });

  it('industry: the member’s industry belongs to the project’s', () => {
    expect(teamFit(project, { ...nobody, industry: 'AI/ML' }).components.industry).toBe(1);
    expect(teamFit(project, { ...nobody, industry: 'Finance' }).components.industry).toBe(0);
    expect(
      teamFit({ ...project, industry: 'Other' }, { ...nobody, industry: 'Design' }).components
        .industry,
    ).toBe(1);
    expect(teamFit(project, { ...nobody, industry: null }).components.industry).toBe(0);
  });

  it('experience: years / 10, capped at 1', () => {
    expect(teamFit(project, { ...nobody, experience: 4 }).components.experience).toBe(0.4);
    expect(teamFit(project, { ...nobody, experience: 25 }).components.experience).toBe(1);
  });

  it('boost: reputation / 1000, capped at 0.2', () => {
    expect(teamFit(project, { ...nobody, reputation: 150 }).components.boost).toBe(0.15);
    expect(teamFit(project, { ...nobody, reputation: 5000 }).components.boost).toBe(0.2);
  });

  it('weighs skills 30%, role 25%, industry 20%, experience 15%, plus the boost', () => {
    const all = teamFit(project, {
      industry: 'SaaS',
      skills: project.skillsNeeded,
      founderRole: 'CTO/Technical Lead',
      experience: 10,
      reputation: 1000,
    });
    expect(all.score).toBe(1.1);
    expect(teamFit(project, nobody).score).toBe(0);
  });
});

describe('the 50% line', () => {
  it('keeps exactly 50 and drops 49.99', () => {
    // industry 0.2 + role 0.25 + boost 0.05 = 0.5
    const fifty = teamFit(project, {
      ...nobody,
      industry: 'Technology',
      founderRole: 'CTO/Technical Lead',
      reputation: 50,
    });
    expect(fifty.score).toBe(0.5);
    expect(fifty.score >= TEAM_FIT_MIN_SCORE).toBe(true);
    const below = teamFit(project, {
      ...nobody,
      industry: 'Technology',
      founderRole: 'CTO/Technical Lead',
      reputation: 49.9,
    });
    expect(below.score).toBe(0.4999);
    expect(below.score >= TEAM_FIT_MIN_SCORE).toBe(false);
  });
});

describe('teamFitDisplay', () => {
  it('shows percent capped at 100, green from 80, yellow from 60', () => {
    expect(teamFitDisplay(1.1)).toEqual({ percent: 100, tone: 'green' });
    expect(teamFitDisplay(0.8)).toEqual({ percent: 80, tone: 'green' });
    expect(teamFitDisplay(0.6)).toEqual({ percent: 60, tone: 'yellow' });
    expect(teamFitDisplay(0.5949)).toEqual({ percent: 59, tone: 'red' });
  });
});

describe('teamFit properties', () => {
  const words = fc.constantFrom('Go', 'go', 'Sales', 'Design', 'Ops', 'Rust', 'CTO', 'Lead');
  const member = fc.record({
    industry: fc.constantFrom(null, 'Technology', 'AI/ML', 'Finance', 'Design'),
    skills: fc.array(words, { maxLength: 6 }),
    founderRole: fc.constantFrom(null, 'CTO/Technical Lead', 'CEO/Founder', 'CMO/Marketing Lead'),
    experience: fc.integer({ min: 0, max: 40 }),
    reputation: fc.integer({ min: 0, max: 3000 }),
  });
  it('stays between 0 and 1.2 and never drops when the member gains a needed skill', () => {
    fc.assert(
      fc.property(member, (someone) => {
        const before = teamFit(project, someone).score;
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThanOrEqual(1.2);
        const after = teamFit(project, { ...someone, skills: [...someone.skills, 'Ops'] }).score;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('compareTeamFit', () => {
  it('orders by score, then activity tier (active before quiet), then id', () => {
    const rows = [
      { score: 0.8, tier: 1, id: 'a' },
      { score: 0.8, tier: 0, id: 'c' },
      { score: 0.9, tier: 1, id: 'd' },
      { score: 0.8, tier: 0, id: 'b' },
      { score: 0.7, tier: 0, id: 'e' },
    ];
    const sorted = rows.sort((x, y) =>
      compareTeamFit(x.score, x.tier, x.id, y.score, y.tier, y.id),
    );
    expect(sorted.map((row) => row.id)).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(compareTeamFit(0.5, 1, 'x', 0.5, 1, 'x')).toBe(0);
  });
});
