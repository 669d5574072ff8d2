// The list terms of the match score for one viewer and one bound class (match-index.ts).
import * as matchScore from '@cofound/shared/matching/match-score';

const WEIGHTS = { ...matchScore.MATCH_WEIGHTS };

/** Scores are rounded to 4 places: a score is a whole number of these units. */
export const UNITS = 10_000;

/** Shared items / all distinct items, as listOverlap computes it. */
export function overlap(shared: number, size: number, viewerSize: number): number {
  return viewerSize === 0 || size === 0 ? 0 : shared / (viewerSize + size - shared);
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
