// The match index's inputs and answers (match-index.ts).
import type { MatchComponent, MatchProfile } from '@cofound/shared/matching/match-score';

export type IndexedProfile = MatchProfile & {
  id: string;
  userId: string;
  /** The founder type of the last personality test, or null. */
  archetype: string | null;
  /**
   * 0 active, 1 quiet (away 30 days: ranked after active profiles of an equal score); away
   * profiles (2) are not in the index (docs/decisions/0033-stale-profiles-sink.md).
   */
  activityTier: number;
  /** A LinkedIn or GitHub badge (docs/product.md#verified-badges). */
  verified: boolean;
  updatedAt: Date;
};

export type RankFilters = {
  industry: string | null;
  minExperience: number | null;
  maxExperience: number | null;
  /** The profile has every one of these skills (case-insensitive). */
  requiredSkills: readonly string[];
  /** The profile's looking_for overlaps these (case-insensitive). */
  roles: readonly string[];
  /** The profile's founder type is one of these. */
  archetypes: readonly string[];
  /** The profile has at least one of these skills (case-insensitive). */
  anySkills: readonly string[];
  /** Only profiles with a verified badge. */
  verifiedOnly: boolean;
};

export type RankCursor = { score: number; activityTier: number; id: string };

export type RankRequest = {
  viewer: MatchProfile;
  /** Profiles left out: the viewer's own, and everything the deck excludes for them. */
  excludeProfileIds: Iterable<string>;
  filters: RankFilters;
  /** Keyset: only candidates ranked after this one (score desc, activity tier asc, id asc). */
  after: RankCursor | null;
  limit: number;
};

/** The index as plain data (exportState / fromState); `end` slots in every column. */
export type MatchIndexState = {
  /** Normalized items by vocabulary id. */
  vocabulary: string[];
  /** Industry and founder-type names by code. */
  industries: string[];
  archetypes: string[];
  /** Per list kind, the item -> bit pairs. */
  listBits: [number, number][][];
  end: number;
  columns: {
    ids: Uint32Array;
    live: Uint8Array;
    updatedAt: Float64Array;
    industry: Int32Array;
    years: Float64Array;
    archetype: Uint16Array;
    activityTier: Uint8Array;
    verified: Uint8Array;
    listStart: Int32Array;
    skillCount: Uint16Array;
    lookingForCount: Uint16Array;
    interestCount: Uint16Array;
    pool: Int32Array;
  };
};

export type Ranked = {
  profileId: string;
  score: number;
  activityTier: number;
  components: Record<MatchComponent, number>;
};
