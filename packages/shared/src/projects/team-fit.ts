// The one team-fit score (docs/product.md#team-fit): how well a member fits a project's team.
// Team recommendations rank members for a project with it, and team matches rank projects for a
// member. Pure: the server computes it, the browser shows what the server sends.
import { normalizeMatchItem } from '../matching/match-score';
import { projectIndustryOf, type ProjectIndustry } from './projects.options';

export const TEAM_FIT_WEIGHTS = {
  skills: 0.3,
  role: 0.25,
  industry: 0.2,
  experience: 0.15,
} as const;
/** Reputation adds total / 1000, at most this much. */
export const TEAM_FIT_BOOST_MAX = 0.2;
/** Recommendations keep scores of 50 (percent) or more, at most six. */
export const TEAM_FIT_MIN_SCORE = 0.5;
export const TEAM_RECOMMENDATIONS_LIMIT = 6;
export const TEAM_MATCHES_LIMIT = 10;
export const TEAM_MATCH_MIN_SCORES = [0, 50, 75, 90] as const;
export type TeamMatchMinScore = (typeof TEAM_MATCH_MIN_SCORES)[number];

/**
 * The percent a new team must reach before the member hears of it: the minimum they chose on
 * /team-matches, never below the team-fit minimum (docs/product.md#team-match-alerts).
 */
export function teamMatchAlertBar(chosen: number | null): number {
  return Math.max(chosen ?? 0, TEAM_FIT_MIN_SCORE * 100);
}

/**
 * The order of every team-fit ranking: best score first; on equal scores the more recently
 * active first (the member's activity tier in recommendations, the owner's in team matches:
 * docs/decisions/0033-stale-profiles-sink.md), then by id. The in-memory indexes and the service
 * that re-sorts their rows compare with this one function. Positional, as combineTeamFit.
 */
export function compareTeamFit(
  scoreA: number,
  tierA: number,
  idA: string,
  scoreB: number,
  tierB: number,
  idB: string,
): number {
  return scoreB - scoreA || tierA - tierB || (idA < idB ? -1 : idA > idB ? 1 : 0);
}

export type TeamFitComponent = keyof typeof TEAM_FIT_WEIGHTS | 'boost';

export type TeamFitProject = {
  industry: ProjectIndustry;
  skillsNeeded: readonly string[];
  rolesNeeded: readonly string[];
};

export type TeamFitMember = {
  industry: string | null;
  skills: readonly string[];
  founderRole: string | null;
  experience: number;
  reputation: number;
};

export type TeamFit = {
  /** Weighted components plus the boost, rounded to 4 places (0 to 1.2). */
  score: number;
  /** Each component's own value (0..1); `boost` is already the points added. */
  components: Record<TeamFitComponent, number>;
  /** The open role the member fits, or null. */
  role: string | null;
};

/** Lower-case words of a role, split on anything but letters and digits. */
export function roleWords(role: string): string[] {
  return role
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * An open role fits a founder role when every word of it is a word of the founder role:
 * 'CTO' and 'Technical Lead' fit 'CTO/Technical Lead'; 'Designer' does not.
 */
export function roleFits(neededRole: string, founderRole: string | null): boolean {
  if (!founderRole) return false;
  const needed = roleWords(neededRole);
  if (needed.length === 0) return false;
  const own = new Set(roleWords(founderRole));
  return needed.every((word) => own.has(word));
}

/** The share of the needed skills the member has (case-insensitive); none needed scores 0. */
export function skillsCovered(needed: readonly string[], skills: readonly string[]): number {
  const wanted = new Set(needed.map(normalizeMatchItem).filter(Boolean));
  if (wanted.size === 0) return 0;
  const own = new Set(skills.map(normalizeMatchItem));
  let covered = 0;
  for (const skill of wanted) if (own.has(skill)) covered += 1;
  return covered / wanted.size;
}

export function teamFit(project: TeamFitProject, member: TeamFitMember): TeamFit {
  const role = project.rolesNeeded.find((needed) => roleFits(needed, member.founderRole)) ?? null;
  const components: Record<TeamFitComponent, number> = {
    skills: skillsCovered(project.skillsNeeded, member.skills),
    role: role === null ? 0 : 1,
    industry: projectIndustryOf(member.industry) === project.industry ? 1 : 0,
    experience: Math.min(Math.max(member.experience, 0) / 10, 1),
    boost: Math.min(Math.max(member.reputation, 0) / 1000, TEAM_FIT_BOOST_MAX),
  };
  const score = combineTeamFit(
    components.skills,
    components.role,
    components.industry,
    components.experience,
    components.boost,
  );
  return { score, components, role };
}

/**
 * The weighted sum of the components plus the boost, rounded to 4 places. Positional so that a
 * ranking loop over many candidates allocates nothing per candidate.
 */
export function combineTeamFit(
  skills: number,
  role: number,
  industry: number,
  experience: number,
  boost: number,
): number {
  const weighted =
    TEAM_FIT_WEIGHTS.skills * skills +
    TEAM_FIT_WEIGHTS.role * role +
    TEAM_FIT_WEIGHTS.industry * industry +
    TEAM_FIT_WEIGHTS.experience * experience +
    boost;
  return Math.round(weighted * 10_000) / 10_000;
}

/** Score x 100 rounded, at most 100; green at 80 or more, yellow at 60 or more (team bars). */
export function teamFitDisplay(score: number): {
  percent: number;
  tone: 'green' | 'yellow' | 'red';
} {
  const percent = Math.min(100, Math.round(score * 100));
  return { percent, tone: percent >= 80 ? 'green' : percent >= 60 ? 'yellow' : 'red' };
}
