// The terms of the match score as the ranking reads them (match-index.ts): per bound class, per
// shared count, per whole year of experience, and the bounds of a class.
import * as matchScore from '@cofound/shared/matching/match-score';
import { MAX_TABLE_YEARS } from './bound-classes';

const { experienceScore } = matchScore;
const WEIGHTS = { ...matchScore.MATCH_WEIGHTS };

/** Scores are rounded to 4 places: a score is a whole number of these units. */
export const UNITS = 10_000;

/** Shared items / all distinct items, as listOverlap computes it. */
export function overlap(shared: number, size: number, viewerSize: number): number {
  return viewerSize === 0 || size === 0 ? 0 : shared / (viewerSize + size - shared);
}

/** weight * the best overlap a list of each size can have with a viewer list of `viewerSize`. */
export function boundTable(weight: number, viewerSize: number, maxSize: number): Float64Array {
  const table = new Float64Array(maxSize + 1);
  for (let size = 1; size <= maxSize && viewerSize > 0; size += 1) {
    table[size] = (weight * Math.min(size, viewerSize)) / Math.max(size, viewerSize);
  }
  return table;
}

/** The best experience score of any years in [fewest, most]: the score falls with the gap. */
export function bestExperienceScore(viewerYears: number, fewest: number, most: number): number {
  return experienceScore(viewerYears, Math.min(Math.max(viewerYears, fewest), most));
}

/** WEIGHTS.experience * experienceScore by a member's whole years, for one viewer. */
export function experienceParts(viewerYears: number): Float64Array {
  const parts = new Float64Array(MAX_TABLE_YEARS + 1);
  for (let years = 0; years <= MAX_TABLE_YEARS; years += 1) {
    parts[years] = WEIGHTS.experience * experienceScore(viewerYears, years);
  }
  return parts;
}

/**
 * Each list's weighted term of combineMatchScore (weight * overlap) by the number of items a
 * member shares with the viewer, for the list sizes of one class: a member's term is then a
 * lookup by its shared count (a popcount) instead of a division. Refilled per class.
 */
export class ScoreParts {
  readonly skillPart: Float64Array;
  readonly lookingForPart: Float64Array;
  readonly interestPart: Float64Array;
  /** The most items a member of the class can share with the viewer, per list. */
  mostSkills = 0;
  mostLookingFor = 0;
  mostInterests = 0;

  constructor(
    /** The viewer's distinct list sizes. */
    private readonly viewer: { skills: number; lookingFor: number; interests: number },
    /** The longest list of any member: no member shares more items. */
    maxListSize: number,
  ) {
    this.skillPart = new Float64Array(maxListSize + 1);
    this.lookingForPart = new Float64Array(maxListSize + 1);
    this.interestPart = new Float64Array(maxListSize + 1);
  }

  /** The terms for a class whose members' lists have these sizes. */
  fill(skills: number, lookingFor: number, interests: number): void {
    const { viewer } = this;
    this.mostSkills = Math.min(skills, viewer.skills);
    this.mostLookingFor = Math.min(lookingFor, viewer.lookingFor);
    this.mostInterests = Math.min(interests, viewer.interests);
    fillPart(this.skillPart, WEIGHTS.skills, skills, viewer.skills, this.mostSkills);
    fillPart(
      this.lookingForPart,
      WEIGHTS.lookingFor,
      lookingFor,
      viewer.lookingFor,
      this.mostLookingFor,
    );
    fillPart(
      this.interestPart,
      WEIGHTS.startupInterests,
      interests,
      viewer.interests,
      this.mostInterests,
    );
  }

  /** The best the two other lists' terms can add, for this class. */
  get bestOtherLists(): number {
    return this.lookingForPart[this.mostLookingFor]! + this.interestPart[this.mostInterests]!;
  }

  /**
   * The fewest shared skills with which a member could still score `worstUnits` or more, when
   * every other term is at most `rest`; more than any member can share when none can. A score
   * rounds to at least `worstUnits` only from `worstUnits - 0.5` units up; the small margin
   * covers summing the terms in another order than the score does.
   */
  fewestSkills(rest: number, worstUnits: number): number {
    const needed = worstUnits - 0.5 - 1e-6;
    for (let shared = 0; shared <= this.mostSkills; shared += 1) {
      if ((this.skillPart[shared]! + rest) * UNITS >= needed) return shared;
    }
    return this.mostSkills + 1;
  }
}

function fillPart(
  part: Float64Array,
  weight: number,
  size: number,
  viewerSize: number,
  most: number,
): void {
  for (let shared = 0; shared <= most; shared += 1) {
    part[shared] = weight * overlap(shared, size, viewerSize);
  }
}
