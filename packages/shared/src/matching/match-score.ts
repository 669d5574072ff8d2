// The one match score (docs/product.md#score). Pure: the server computes and stores it; the
// browser only displays what the server sends.

export const MATCH_WEIGHTS = {
  skills: 0.3,
  industry: 0.2,
  experience: 0.15,
  lookingFor: 0.2,
  startupInterests: 0.15,
} as const;

export type MatchComponent = keyof typeof MATCH_WEIGHTS;

export type MatchProfile = {
  skills: readonly string[];
  industry: string | null;
  experience: number;
  lookingFor: readonly string[];
  startupInterests: readonly string[];
};

/** Each component's own value (0..1) and the weighted total (0..1). */
export type MatchScore = { score: number; components: Record<MatchComponent, number> };

/** Shared items / all distinct items of both lists, case-insensitive; an empty list scores 0. */
export function listOverlap(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a.map(normalizeMatchItem).filter(Boolean));
  const right = new Set(b.map(normalizeMatchItem).filter(Boolean));
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** 0 years apart -> 1; up to 2 -> 0.8; up to 5 -> 0.6; up to 8 -> 0.4; more -> 0.2. */
export function experienceScore(a: number, b: number): number {
  const difference = Math.abs(a - b);
  if (difference === 0) return 1;
  if (difference <= 2) return 0.8;
  if (difference <= 5) return 0.6;
  if (difference <= 8) return 0.4;
  return 0.2;
}

export function industryScore(a: string | null, b: string | null): number {
  return a !== null && b !== null && a === b ? 1 : 0;
}

export function matchScore(viewer: MatchProfile, candidate: MatchProfile): MatchScore {
  const components: Record<MatchComponent, number> = {
    skills: listOverlap(viewer.skills, candidate.skills),
    industry: industryScore(viewer.industry, candidate.industry),
    experience: experienceScore(viewer.experience, candidate.experience),
    lookingFor: listOverlap(viewer.lookingFor, candidate.lookingFor),
    startupInterests: listOverlap(viewer.startupInterests, candidate.startupInterests),
  };
  return {
    score: combineMatchScore(
      components.skills,
      components.industry,
      components.experience,
      components.lookingFor,
      components.startupInterests,
    ),
    components,
  };
}

/**
 * The weighted sum of the components, rounded to 4 places so that stored and recomputed scores
 * compare equal. Positional so that the server's ranking loop allocates nothing per candidate.
 */
export function combineMatchScore(
  skills: number,
  industry: number,
  experience: number,
  lookingFor: number,
  startupInterests: number,
): number {
  const weighted =
    MATCH_WEIGHTS.skills * skills +
    MATCH_WEIGHTS.industry * industry +
    MATCH_WEIGHTS.experience * experience +
    MATCH_WEIGHTS.lookingFor * lookingFor +
    MATCH_WEIGHTS.startupInterests * startupInterests;
  return Math.round(weighted * 10_000) / 10_000;
}

/** An item as list overlap compares it: trimmed and lower-cased; '' is dropped. */
export function normalizeMatchItem(item: string): string {
  return item.trim().toLowerCase();
}

/** Shown as score x 100 rounded; green at 80 or more, yellow at 50 or more, red below. */
export function matchScoreDisplay(score: number): {
  percent: number;
  tone: 'green' | 'yellow' | 'red';
} {
  const percent = Math.round(score * 100);
  return { percent, tone: percent >= 80 ? 'green' : percent >= 50 ? 'yellow' : 'red' };
}
