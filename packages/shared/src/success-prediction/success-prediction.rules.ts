import { matchScore, listOverlap, type MatchProfile } from '../matching/match-score';
import {
  archetypeLabel,
  archetypeRelation,
  archetypes,
  type Archetype,
} from '../personality-test/archetypes';

// How likely two founders are to build well together (docs/decisions/0020-success-prediction.md).
// Pure and symmetric: the server computes and stores it per pair; the browser only shows it.

export type PredictionProfile = MatchProfile & {
  personalityTraits: readonly string[];
  workStyle: readonly string[];
  archetype: Archetype | null;
};

export const predictionFactors = [
  'skill_match',
  'vision_match',
  'personality_match',
  'archetype_match',
] as const;
export type PredictionFactor = (typeof predictionFactors)[number];
export type PredictionFactors = Record<PredictionFactor, number>;

export const predictionFactorLabels: Record<PredictionFactor, string> = {
  skill_match: 'Skills',
  vision_match: 'Vision',
  personality_match: 'Personality',
  archetype_match: 'Founder types',
};

/** Each factor's share of the probability. */
export const PREDICTION_WEIGHTS: PredictionFactors = {
  skill_match: 0.3,
  vision_match: 0.25,
  personality_match: 0.2,
  archetype_match: 0.25,
};

/** The probability spans 25..95: no pair is certain to fail or to succeed. */
const FLOOR = 25;
const SPAN = 70;
/** A factor at or above this is a strength; below WEAK it is a risk. */
const STRONG = 70;
const WEAK = 40;

export type SuccessPrediction = {
  /** 25..95, a whole percentage. */
  probability: number;
  /** Each 0..100, a whole percentage. */
  factors: PredictionFactors;
  insights: string[];
  recommendations: string[];
};

const ARCHETYPE_MATCH = { complementary: 100, different: 60, same: 40, unknown: 50 } as const;

function percent(value: number): number {
  return Math.round(value * 100);
}

export function predictionFactorsOf(a: PredictionProfile, b: PredictionProfile): PredictionFactors {
  const { components } = matchScore(a, b);
  const relation =
    a.archetype && b.archetype ? archetypeRelation(a.archetype, b.archetype) : 'unknown';
  return {
    skill_match: percent(0.7 * components.skills + 0.3 * components.experience),
    vision_match: percent(
      0.4 * components.industry + 0.4 * components.startupInterests + 0.2 * components.lookingFor,
    ),
    personality_match: percent(
      0.5 * listOverlap(a.personalityTraits, b.personalityTraits) +
        0.5 * listOverlap(a.workStyle, b.workStyle),
    ),
    archetype_match: ARCHETYPE_MATCH[relation],
  };
}

export function probabilityOf(factors: PredictionFactors): number {
  let weighted = 0;
  for (const factor of predictionFactors) weighted += PREDICTION_WEIGHTS[factor] * factors[factor];
  return Math.round(FLOOR + (SPAN * weighted) / 100);
}

function archetypeSentences(first: Archetype | null, second: Archetype | null) {
  if (!first || !second) {
    return {
      insight: 'Your founder types are unknown until you have both taken the personality test.',
      recommendation: 'Both take the founder personality test to see how your types fit.',
    };
  }
  // Named in the list's order, so the sentence reads the same from either side.
  const [a, b] = [first, second].sort((x, y) => archetypes.indexOf(x) - archetypes.indexOf(y)) as [
    Archetype,
    Archetype,
  ];
  const relation = archetypeRelation(a, b);
  if (relation === 'complementary') {
    return {
      insight: `A ${archetypeLabel(a)} and a ${archetypeLabel(b)} complement each other: you cover different ground.`,
      recommendation: null,
    };
  }
  if (relation === 'same') {
    return {
      insight: `You are both a ${archetypeLabel(a)}, so you may want the same role.`,
      recommendation: 'Agree now who leads which area, so you do not compete for the same role.',
    };
  }
  return {
    insight: `A ${archetypeLabel(a)} and a ${archetypeLabel(b)} can work together, though neither is the other's natural complement.`,
    recommendation: 'Look for a third founder or early hire who complements you both.',
  };
}

/** The prediction for a pair; the same whichever way round the two are given. */
export function predictSuccess(a: PredictionProfile, b: PredictionProfile): SuccessPrediction {
  const factors = predictionFactorsOf(a, b);
  const insights: string[] = [];
  const recommendations: string[] = [];

  if (factors.skill_match >= STRONG) {
    insights.push('You share much of your skill set and a similar level of experience.');
  } else if (factors.skill_match < WEAK) {
    insights.push('Your skills barely overlap, so each of you brings what the other lacks.');
    recommendations.push('Write down who owns product, technology and sales in your first week.');
  }
  if (factors.vision_match >= STRONG) {
    insights.push('You aim at the same industry and the same kind of startup.');
  } else if (factors.vision_match < WEAK) {
    insights.push('Your industries and startup interests differ.');
    recommendations.push('Agree on the market you want to win before you talk about the product.');
  }
  if (factors.personality_match >= STRONG) {
    insights.push('Your traits and working styles are alike, which makes daily work smoother.');
  } else if (factors.personality_match < WEAK) {
    insights.push('You work in different ways, which can balance a team when it is said out loud.');
    recommendations.push('Tell each other how you like to work: hours, decisions and feedback.');
  }
  const archetype = archetypeSentences(a.archetype, b.archetype);
  insights.push(archetype.insight);
  if (archetype.recommendation) recommendations.push(archetype.recommendation);
  if (recommendations.length === 0) {
    recommendations.push('Test the fit on a small project together before you commit.');
  }
  return { probability: probabilityOf(factors), factors, insights, recommendations };
}

/** 70 and above green, 50 to 69 yellow, below 50 red. */
export function successTone(probability: number): 'green' | 'yellow' | 'red' {
  return probability >= 70 ? 'green' : probability >= 50 ? 'yellow' : 'red';
}
