// Every active member's team-fit facts in memory, prepared once, so that ranking all of them for
// a project is one tight loop (docs/decisions/0014). Invariants: a row's skills are normalized,
// its founder role is split into words, its industry is the project industry it belongs to, and
// a member appears at most once; inactive members and admins are not in it.
import { normalizeMatchItem } from '@cofound/shared/matching/match-score';
import { projectIndustryOf } from '@cofound/shared/projects/projects.options';
import { combineTeamFit, roleWords, TEAM_FIT_BOOST_MAX } from '@cofound/shared/projects/team-fit';

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
};

type Prepared = {
  profileId: string;
  userId: string;
  projectIndustry: string | null;
  skills: Set<string>;
  roleWords: Set<string>;
  experience: number;
  boost: number;
};

export type FitProject = {
  industry: string;
  skillsNeeded: readonly string[];
  rolesNeeded: readonly string[];
};

export type RankedMember = { profileId: string; userId: string; score: number };

export class MemberFitIndex {
  private readonly rows = new Map<string, Prepared>();

  upsert(member: IndexedMember): void {
    if (!member.listed) {
      this.rows.delete(member.profileId);
      return;
    }
    this.rows.set(member.profileId, {
      profileId: member.profileId,
      userId: member.userId,
      projectIndustry: projectIndustryOf(member.industry),
      skills: new Set(member.skills.map(normalizeMatchItem)),
      roleWords: new Set(roleWords(member.founderRole ?? '')),
      experience: Math.min(Math.max(member.experience, 0) / 10, 1),
      boost: Math.min(Math.max(member.reputation, 0) / 1000, TEAM_FIT_BOOST_MAX),
    });
  }

  /** A new reputation total for a member already in the index. */
  setReputation(profileId: string, reputation: number): void {
    const row = this.rows.get(profileId);
    if (row) row.boost = Math.min(Math.max(reputation, 0) / 1000, TEAM_FIT_BOOST_MAX);
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Members of the project's industry not in `excludeUsers`, scoring `minScore` or more, best
   * first (equal scores by profile id), at most `limit`.
   */
  rank(
    project: FitProject,
    excludeUsers: ReadonlySet<string>,
    minScore: number,
    limit: number,
  ): RankedMember[] {
    const needed = [...new Set(project.skillsNeeded.map(normalizeMatchItem).filter(Boolean))];
    const roles = project.rolesNeeded.map(roleWords).filter((words) => words.length > 0);
    const kept: RankedMember[] = [];
    let floor = minScore;
    for (const row of this.rows.values()) {
      if (row.projectIndustry !== project.industry || excludeUsers.has(row.userId)) continue;
      let covered = 0;
      for (const skill of needed) if (row.skills.has(skill)) covered += 1;
      const fits = roles.some((role) => role.every((word) => row.roleWords.has(word)));
      const score = combineTeamFit(
        needed.length === 0 ? 0 : covered / needed.length,
        fits ? 1 : 0,
        1,
        row.experience,
        row.boost,
      );
      if (score < floor) continue;
      kept.push({ profileId: row.profileId, userId: row.userId, score });
      if (kept.length >= limit * 4) {
        kept.sort(byScore);
        kept.length = limit;
        floor = Math.max(floor, kept[limit - 1]!.score);
      }
    }
    return kept.sort(byScore).slice(0, limit);
  }
}

function byScore(a: RankedMember, b: RankedMember): number {
  return b.score - a.score || (a.profileId < b.profileId ? -1 : a.profileId > b.profileId ? 1 : 0);
}
