// The answer a top-N request must give, computed the slow, obvious way: the pure matchScore
// against every eligible active profile, members away 90 days left out, sorted by score desc,
// then activity tier (quiet after active), then id asc (docs/decisions/0033-stale-profiles-sink.md).
import { and, asc, eq, gt, inArray, ne, or } from 'drizzle-orm';
import {
  matchScore,
  normalizeMatchItem,
  type MatchProfile,
} from '@cofound/shared/matching/match-score';
import {
  matchListValues,
  type RecommendationsQuery,
} from '@cofound/shared/matching/matching.schemas';
import { activityTiers } from '@cofound/shared/profiles/activity-tier';
import type { Db } from '../../apps/server/src/db/client';
import {
  connections,
  matchDecisions,
  profiles,
  savedProfiles,
} from '../../apps/server/src/db/schema';

export type Candidate = MatchProfile & {
  id: string;
  userId: string;
  /** Normalized skills and looking_for, for the filters. */
  skillKeys: readonly string[];
  roleKeys: readonly string[];
  /** 0 active, 1 quiet, 2 away (as the database keeps it). */
  activityTier: number;
};
export type Ranking = { id: string; score: number }[];
export type Exclusions = { profileIds: Set<string>; userIds: Set<string> };

const PAGE = 50_000;
const AWAY = activityTiers.indexOf('away');

/**
 * Every active profile's match fields, admins' left out (staff, not co-founders). Read a page at
 * a time, with equal strings shared, so that a million candidates fit beside the app's heap.
 */
export async function loadCandidates(db: Db): Promise<Candidate[]> {
  const strings = new Map<string, string>();
  const shared = (item: string) => {
    const known = strings.get(item);
    if (known !== undefined) return known;
    strings.set(item, item);
    return item;
  };
  const list = (items: readonly string[]) => items.map(shared);
  const keys = (items: readonly string[]) => items.map((item) => shared(normalizeMatchItem(item)));
  const candidates: Candidate[] = [];
  for (let after: string | null = null; ;) {
    const rows = await db
      .select({
        id: profiles.id,
        userId: profiles.userId,
        industry: profiles.industry,
        experience: profiles.experience,
        skills: profiles.skills,
        lookingFor: profiles.lookingFor,
        startupInterests: profiles.startupInterests,
        activityTier: profiles.activityTier,
      })
      .from(profiles)
      .where(
        and(
          eq(profiles.status, 'active'),
          ne(profiles.role, 'admin'),
          after === null ? undefined : gt(profiles.id, after),
        ),
      )
      .orderBy(asc(profiles.id))
      .limit(PAGE);
    for (const row of rows) {
      candidates.push({
        ...row,
        industry: row.industry === null ? null : shared(row.industry),
        skills: list(row.skills),
        lookingFor: list(row.lookingFor),
        startupInterests: list(row.startupInterests),
        skillKeys: keys(row.skills),
        roleKeys: keys(row.lookingFor),
      });
    }
    if (rows.length < PAGE) return candidates;
    after = rows.at(-1)!.id;
  }
}

/** Profiles decided on or saved, and people with a pending or accepted connection. */
export async function loadExclusions(db: Db, userId: string): Promise<Exclusions> {
  const decided = await db
    .select({ id: matchDecisions.profileId })
    .from(matchDecisions)
    .where(eq(matchDecisions.userId, userId));
  const saved = await db
    .select({ id: savedProfiles.profileId })
    .from(savedProfiles)
    .where(eq(savedProfiles.userId, userId));
  const live = await db
    .select({ senderId: connections.senderId, receiverId: connections.receiverId })
    .from(connections)
    .where(
      and(
        or(eq(connections.senderId, userId), eq(connections.receiverId, userId)),
        inArray(connections.status, ['pending', 'accepted']),
      ),
    );
  return {
    profileIds: new Set([...decided, ...saved].map((row) => row.id)),
    userIds: new Set(live.flatMap((row) => [row.senderId, row.receiverId])),
  };
}

function passesFilters(candidate: Candidate, query: RecommendationsQuery): boolean {
  if (query.industry && candidate.industry !== query.industry) return false;
  if (query.minExperience !== undefined && candidate.experience < query.minExperience) return false;
  if (query.maxExperience !== undefined && candidate.experience > query.maxExperience) return false;
  const required = matchListValues(query.requiredSkills).map(normalizeMatchItem);
  if (!required.every((skill) => candidate.skillKeys.includes(skill))) return false;
  const roles = matchListValues(query.roles).map(normalizeMatchItem);
  return roles.length === 0 || roles.some((role) => candidate.roleKeys.includes(role));
}

/** The reference top `query.limit` for one viewer, from candidates and exclusions loaded once. */
export function referenceRanking(
  candidates: readonly Candidate[],
  viewerUserId: string,
  excluded: Exclusions,
  query: RecommendationsQuery,
): Ranking {
  const viewer = candidates.find((candidate) => candidate.userId === viewerUserId);
  if (!viewer) throw new Error(`viewer ${viewerUserId} has no active profile`);
  const ranked: (Ranking[number] & { activityTier: number })[] = [];
  for (const candidate of candidates) {
    if (candidate.userId === viewerUserId || excluded.userIds.has(candidate.userId)) continue;
    if (candidate.activityTier === AWAY) continue;
    if (excluded.profileIds.has(candidate.id) || !passesFilters(candidate, query)) continue;
    const { score } = matchScore(viewer, candidate);
    ranked.push({ id: candidate.id, score, activityTier: candidate.activityTier });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      a.activityTier - b.activityTier ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return ranked.slice(0, query.limit).map(({ id, score }) => ({ id, score }));
}

/** True when both list the same ids with the same scores, in the same order. */
export function sameRanking(actual: Ranking, expected: Ranking): boolean {
  return (
    actual.length === expected.length &&
    actual.every((item, i) => item.id === expected[i]!.id && item.score === expected[i]!.score)
  );
}
