// Every active member's team-fit facts in memory, prepared once, so that ranking all of them for
// a project is one tight loop (docs/decisions/0014). Invariants: a row's skills are normalized,
// its founder role is split into words, its industry is the project industry it belongs to, and
// a member appears at most once; inactive members, admins and members away for 90 days are not in
// it (docs/decisions/0033-stale-profiles-sink.md). Each industry's rows are kept best possible
// score first, so a ranking stops where no later member can make it; rows of equal score are
// ordered by activity tier, then id (compareTeamFit), which never changes whether a score can
// enter the kept ones: only which of equal scores stay.
import { normalizeMatchItem } from '@cofound/shared/matching/match-score';
import { projectIndustryOf } from '@cofound/shared/projects/projects.options';
import { AWAY_TIER } from '@cofound/shared/profiles/activity-tier';
import {
  combineTeamFit,
  compareTeamFit,
  roleWords,
  TEAM_FIT_BOOST_MAX,
} from '@cofound/shared/projects/team-fit';

export type IndexedMember = {
  profileId: string;
  userId: string;
  industry: string | null;
  skills: readonly string[];
  founderRole: string | null;
  experience: number;
  reputation: number;
  /** Active and not an admin: the only members recommendations show. */
  listed: boolean;
  /**
   * profiles.activity_tier: 0 active, 1 quiet (ranked after active members of an equal score),
   * 2 away (left out, as if not listed), docs/decisions/0033-stale-profiles-sink.md.
   */
  tier: number;
};

type Prepared = {
  profileId: string;
  userId: string;
  projectIndustry: string | null;
  skills: Set<string>;
  roleWords: Set<string>;
  /** Years, as the member gave them (a project's minimum experience compares with these). */
  years: number;
  /** The experience component: years / 10, at most 1. */
  experience: number;
  boost: number;
  /** The activity tier, under AWAY_TIER: the tie-break between equal scores. */
  tier: number;
  /** The best score any project of their industry can give them: skills and role all met. */
  bound: number;
  /** False once a newer version of the member replaced this row (or they left the index). */
  live: boolean;
};

/** One industry's rows, best bound first once sorted; replaced rows stay until compacted. */
type IndustryRows = { rows: Prepared[]; sorted: boolean; dead: number };

export type FitProject = {
  industry: string;
  skillsNeeded: readonly string[];
  rolesNeeded: readonly string[];
};

export type RankedMember = { profileId: string; userId: string; score: number; tier: number };

/** A project's needs, prepared once per ranking. */
type Needs = { skills: string[]; roles: string[][] };

function needsOf(project: FitProject): Needs {
  return {
    skills: [...new Set(project.skillsNeeded.map(normalizeMatchItem).filter(Boolean))],
    roles: project.rolesNeeded.map(roleWords).filter((words) => words.length > 0),
  };
}

function scoreOf(needs: Needs, row: Prepared, industry: number): number {
  let covered = 0;
  for (const skill of needs.skills) if (row.skills.has(skill)) covered += 1;
  const fits = needs.roles.some((role) => role.every((word) => row.roleWords.has(word)));
  return combineTeamFit(
    needs.skills.length === 0 ? 0 : covered / needs.skills.length,
    fits ? 1 : 0,
    industry,
    row.experience,
    row.boost,
  );
}

function byBound(a: Prepared, b: Prepared): number {
  return b.bound - a.bound;
}

export class MemberFitIndex {
  private readonly rows = new Map<string, Prepared>();
  /** The same rows by project industry: a ranking reads only its industry's members. */
  private readonly byIndustry = new Map<string | null, IndustryRows>();

  upsert(member: IndexedMember): void {
    this.drop(member.profileId);
    // Away members leave the index and come back with the write that makes them active again.
    if (!member.listed || member.tier >= AWAY_TIER) return;
    const experience = Math.min(Math.max(member.experience, 0) / 10, 1);
    const boost = Math.min(Math.max(member.reputation, 0) / 1000, TEAM_FIT_BOOST_MAX);
    this.add({
      profileId: member.profileId,
      userId: member.userId,
      projectIndustry: projectIndustryOf(member.industry),
      skills: new Set(member.skills.map(normalizeMatchItem)),
      roleWords: new Set(roleWords(member.founderRole ?? '')),
      years: member.experience,
      experience,
      boost,
      tier: member.tier,
      bound: combineTeamFit(1, 1, 1, experience, boost),
      live: true,
    });
  }

  private add(row: Prepared): void {
    this.rows.set(row.profileId, row);
    let industry = this.byIndustry.get(row.projectIndustry);
    if (!industry) {
      industry = { rows: [], sorted: true, dead: 0 };
      this.byIndustry.set(row.projectIndustry, industry);
    }
    industry.rows.push(row);
    industry.sorted = false;
  }

  private drop(profileId: string): void {
    const row = this.rows.get(profileId);
    if (!row) return;
    this.rows.delete(profileId);
    row.live = false;
    const industry = this.byIndustry.get(row.projectIndustry)!;
    industry.dead += 1;
    if (industry.dead > industry.rows.length / 4) {
      industry.rows = industry.rows.filter((one) => one.live);
      industry.dead = 0;
    }
  }

  /** An industry's live and replaced rows, best bound first. */
  private sortedRows(industry: string | null): readonly Prepared[] {
    const found = this.byIndustry.get(industry);
    if (!found) return [];
    if (!found.sorted) {
      // Mostly sorted already (a few rows appended since): the sort runs through it in one pass.
      found.rows.sort(byBound);
      found.sorted = true;
    }
    return found.rows;
  }

  /** A new reputation total for a member already in the index. */
  setReputation(profileId: string, reputation: number): void {
    const row = this.rows.get(profileId);
    if (!row) return;
    this.drop(profileId);
    const boost = Math.min(Math.max(reputation, 0) / 1000, TEAM_FIT_BOOST_MAX);
    this.add({ ...row, boost, bound: combineTeamFit(1, 1, 1, row.experience, boost), live: true });
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Members of the project's industry not in `excludeUsers`, scoring `minScore` or more, best
   * first (equal scores: active before quiet, then by profile id), at most `limit`.
   */
  rank(
    project: FitProject,
    excludeUsers: ReadonlySet<string>,
    minScore: number,
    limit: number,
  ): RankedMember[] {
    const needs = needsOf(project);
    const kept: RankedMember[] = [];
    let floor = minScore;
    for (const row of this.sortedRows(project.industry)) {
      // Every later row's best possible score is this one's or lower. A row that can only tie
      // the floor still goes on: its tier or id may put it before the last kept one.
      if (row.bound < floor) break;
      if (!row.live || excludeUsers.has(row.userId)) continue;
      const score = scoreOf(needs, row, 1);
      if (score < floor) continue;
      kept.push({ profileId: row.profileId, userId: row.userId, score, tier: row.tier });
      if (kept.length >= limit * 2) {
        kept.sort(byScore);
        kept.length = limit;
        floor = Math.max(floor, kept[limit - 1]!.score);
      }
    }
    return kept.sort(byScore).slice(0, limit);
  }

  /**
   * Every member, of any industry, the project fits as a team match at `minScore` or more: it
   * has an open role and they have its minimum experience. Unordered; away members are not in
   * the index, so they are never told of a new team.
   */
  fitting(project: FitProject & { minExperience: number }, minScore: number): RankedMember[] {
    const needs = needsOf(project);
    if (needs.roles.length === 0) return [];
    const found: RankedMember[] = [];
    for (const row of this.rows.values()) {
      if (row.years < project.minExperience) continue;
      const score = scoreOf(needs, row, row.projectIndustry === project.industry ? 1 : 0);
      if (score >= minScore) {
        found.push({ profileId: row.profileId, userId: row.userId, score, tier: row.tier });
      }
    }
    return found;
  }
}

function byScore(a: RankedMember, b: RankedMember): number {
  return compareTeamFit(a.score, a.tier, a.profileId, b.score, b.tier, b.profileId);
}
