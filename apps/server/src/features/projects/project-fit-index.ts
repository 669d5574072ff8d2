// Every project's team-fit facts in memory, prepared once, so that ranking all of them for a
// member is one tight loop (docs/decisions/0014). Invariants: a row's skills are normalized and
// distinct, its roles are split into words with empty roles dropped, and a project appears at
// most once. The shared teamFit stays the decider: rank() orders by the same combined score,
// and the service recomputes the rows it keeps. Each row carries its owner's activity tier
// (docs/decisions/0033-stale-profiles-sink.md): a project whose owner is away is not ranked, one
// whose owner is quiet comes after equal scores of active owners (compareTeamFit).
import { normalizeMatchItem } from '@cofound/shared/matching/match-score';
import { projectIndustryOf } from '@cofound/shared/projects/projects.options';
import { AWAY_TIER } from '@cofound/shared/profiles/activity-tier';
import {
  combineTeamFit,
  compareTeamFit,
  roleWords,
  TEAM_FIT_BOOST_MAX,
} from '@cofound/shared/projects/team-fit';

export type IndexedProject = {
  id: string;
  industry: string;
  skillsNeeded: readonly string[];
  rolesNeeded: readonly string[];
  minExperience: number;
  updatedAt: Date;
  /** The owner's profiles.activity_tier (0 when they have no profile row). */
  ownerTier: number;
};

type Prepared = {
  id: string;
  industry: string;
  skills: string[];
  roles: string[][];
  minExperience: number;
  version: number;
  ownerTier: number;
};

export type FitSeeker = {
  industry: string | null;
  skills: readonly string[];
  founderRole: string | null;
  experience: number;
  reputation: number;
};

export type RankedProject = { id: string; score: number; ownerTier: number };

export class ProjectFitIndex {
  private readonly rows = new Map<string, Prepared>();

  upsert(project: IndexedProject): void {
    const skills = [...new Set(project.skillsNeeded.map(normalizeMatchItem).filter(Boolean))];
    const roles = project.rolesNeeded.map(roleWords).filter((words) => words.length > 0);
    this.rows.set(project.id, {
      id: project.id,
      industry: project.industry,
      skills,
      roles,
      minExperience: project.minExperience,
      version: project.updatedAt.getTime(),
      ownerTier: project.ownerTier,
    });
  }

  remove(id: string): void {
    this.rows.delete(id);
  }

  /** Whether the index holds this very version of the project, with this owner tier. */
  holds(project: Pick<IndexedProject, 'id' | 'updatedAt' | 'ownerTier'>): boolean {
    const row = this.rows.get(project.id);
    return (
      row !== undefined &&
      row.version === project.updatedAt.getTime() &&
      row.ownerTier === project.ownerTier
    );
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Projects with open roles whose minimum experience the seeker meets, not in `exclude`, their
   * owner not away, best first (equal scores: active owners before quiet ones, then by id), at
   * most `limit`.
   */
  rank(seeker: FitSeeker, exclude: ReadonlySet<string>, limit: number): RankedProject[] {
    const own = new Set(seeker.skills.map(normalizeMatchItem));
    const words = new Set(roleWords(seeker.founderRole ?? ''));
    const industry = projectIndustryOf(seeker.industry);
    const experience = Math.min(Math.max(seeker.experience, 0) / 10, 1);
    const boost = Math.min(Math.max(seeker.reputation, 0) / 1000, TEAM_FIT_BOOST_MAX);
    const kept: RankedProject[] = [];
    let floor = -1;
    for (const row of this.rows.values()) {
      if (row.roles.length === 0 || row.minExperience > seeker.experience) continue;
      if (row.ownerTier >= AWAY_TIER || exclude.has(row.id)) continue;
      let covered = 0;
      for (const skill of row.skills) if (own.has(skill)) covered += 1;
      const fits = row.roles.some((role) => role.every((word) => words.has(word)));
      const score = combineTeamFit(
        row.skills.length === 0 ? 0 : covered / row.skills.length,
        fits ? 1 : 0,
        row.industry === industry ? 1 : 0,
        experience,
        boost,
      );
      // A score equal to the floor still goes on: its owner's tier or its id may put it before
      // the last kept one.
      if (kept.length >= limit && score < floor) continue;
      kept.push({ id: row.id, score, ownerTier: row.ownerTier });
      if (kept.length >= limit * 2) {
        kept.sort(byScore);
        kept.length = limit;
        floor = kept[limit - 1]!.score;
      }
    }
    return kept.sort(byScore).slice(0, limit);
  }
}

function byScore(a: RankedProject, b: RankedProject): number {
  return compareTeamFit(a.score, a.ownerTier, a.id, b.score, b.ownerTier, b.id);
}
