// The equity calculator's rule (docs/product.md#equity-calculator): every founder earns points
// for experience, commitment, role and capital, and gets the share of (100 - pool) that their
// points are of everyone's.

export const equityCommitments = ['full-time', 'part-time'] as const;
export type EquityCommitment = (typeof equityCommitments)[number];

export const equityCommitmentLabels: Record<EquityCommitment, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
};

export type EquityFounder = {
  name: string;
  role: string;
  /** Years of experience, 0 or more. */
  experience: number;
  commitment: EquityCommitment;
  /** Money put in, 0 or more. */
  capitalInvested: number;
  /** Recorded and shown with the split; the rule gives it no points. */
  sweatEquity: boolean;
};

export const EQUITY_POOL_DEFAULT = 15;
export const EQUITY_POOL_MIN = 0;
export const EQUITY_POOL_MAX = 100;
export const EQUITY_CAPITAL_STEP = 1000;

export const EXPERIENCE_POINTS_PER_YEAR = 2;
export const EXPERIENCE_POINTS_MAX = 20;
export const COMMITMENT_POINTS: Record<EquityCommitment, number> = {
  'full-time': 30,
  'part-time': 15,
};
export const LEAD_ROLE_POINTS = 20;
export const OTHER_ROLE_POINTS = 15;
export const CAPITAL_POINTS_PER_UNIT = 5;
export const CAPITAL_UNIT = 10_000;
export const CAPITAL_POINTS_MAX = 30;

/** Roles that earn the higher role points: any role naming one of these words. */
const LEAD_ROLE = /\b(technical|ceo|cto)\b/i;

/** 2 points a year, at most 20 (reached at 10 years). */
export function experiencePoints(years: number): number {
  if (!Number.isFinite(years) || years <= 0) return 0;
  return Math.min(years * EXPERIENCE_POINTS_PER_YEAR, EXPERIENCE_POINTS_MAX);
}

export function commitmentPoints(commitment: EquityCommitment): number {
  return COMMITMENT_POINTS[commitment];
}

/** Whole words in any case: 'CTO/Technical Lead' and 'co-CEO' count, 'Director' does not. */
export function rolePoints(role: string): number {
  return LEAD_ROLE.test(role) ? LEAD_ROLE_POINTS : OTHER_ROLE_POINTS;
}

/**
 * 5 points per full 10,000 invested, at most 30 (reached at 60,000). A part of 10,000 earns
 * nothing (docs/product.md#equity-calculator).
 */
export function capitalPoints(capital: number): number {
  if (!Number.isFinite(capital) || capital <= 0) return 0;
  const units = Math.floor(capital / CAPITAL_UNIT);
  return Math.min(units * CAPITAL_POINTS_PER_UNIT, CAPITAL_POINTS_MAX);
}

export type FounderScore = {
  experience: number;
  commitment: number;
  role: number;
  capital: number;
  total: number;
};

export function founderScore(founder: EquityFounder): FounderScore {
  const parts = {
    experience: experiencePoints(founder.experience),
    commitment: commitmentPoints(founder.commitment),
    role: rolePoints(founder.role),
    capital: capitalPoints(founder.capitalInvested),
  };
  return {
    ...parts,
    total: parts.experience + parts.commitment + parts.role + parts.capital,
  };
}

/** The pool as a percentage between 0 and 100; anything that is not a number is the default. */
export function clampPool(pool: number): number {
  if (!Number.isFinite(pool)) return EQUITY_POOL_DEFAULT;
  return Math.min(Math.max(pool, EQUITY_POOL_MIN), EQUITY_POOL_MAX);
}

export type FounderShare = EquityFounder & { score: FounderScore; equityPercent: number };

export type EquitySplit = {
  /** The pool the split used, clamped. */
  pool: number;
  founders: FounderShare[];
  totalScore: number;
  /** What the founders share: 100 - pool. */
  foundersPercent: number;
};

/**
 * Each founder's share: score / total of all scores x (100 - pool), rounded to two decimals.
 * Every founder scores at least 30 (commitment and role), so the total is never 0.
 */
export function equitySplit(founders: readonly EquityFounder[], pool: number): EquitySplit {
  const kept = clampPool(pool);
  const foundersPercent = 100 - kept;
  const scored = founders.map((founder) => ({ founder, score: founderScore(founder) }));
  const totalScore = scored.reduce((sum, { score }) => sum + score.total, 0);
  return {
    pool: kept,
    foundersPercent,
    totalScore,
    founders: scored.map(({ founder, score }) => ({
      ...founder,
      score,
      // Multiplying before dividing keeps integer pools exact until the one division.
      equityPercent: Math.round((score.total * foundersPercent * 100) / totalScore) / 100,
    })),
  };
}
