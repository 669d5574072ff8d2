import { describe, expect, it } from 'vitest';
import {
  predictionFactorsOf,
  predictSuccess,
  probabilityOf,
  successTone,
  type PredictionProfile,
} from './success-prediction.rules';

const founder = (overrides: Partial<PredictionProfile> = {}): PredictionProfile => ({
  skills: ['Sales', 'Marketing'],
  industry: 'technology',
  experience: 5,
  lookingFor: ['Technical Cofounder'],
  startupInterests: ['SaaS', 'AI'],
  personalityTraits: ['Creative', 'Strategic'],
  workStyle: ['Remote'],
  archetype: 'visionary_ceo',
  ...overrides,
});

describe('predictionFactorsOf', () => {
  it('scores the archetypes: complementary 100, neither 60, same 40, untested 50', () => {
    const ceo = founder();
    expect(
      predictionFactorsOf(ceo, founder({ archetype: 'technical_genius' })).archetype_match,
    ).toBe(100);
    expect(predictionFactorsOf(ceo, founder({ archetype: 'growth_hacker' })).archetype_match).toBe(
      60,
    );
    expect(predictionFactorsOf(ceo, founder()).archetype_match).toBe(40);
    expect(predictionFactorsOf(ceo, founder({ archetype: null })).archetype_match).toBe(50);
  });

  it('builds skills, vision and personality from the shared match components and the traits', () => {
    const same = predictionFactorsOf(founder(), founder());
    expect(same).toMatchObject({ skill_match: 100, vision_match: 100, personality_match: 100 });
    const apart = predictionFactorsOf(
      founder(),
      founder({
        skills: ['DevOps'],
        industry: 'finance',
        experience: 20,
        lookingFor: ['Sales Leader'],
        startupInterests: ['Fintech'],
        personalityTraits: ['Analytical'],
        workStyle: ['Office'],
      }),
    );
    // Only the experience component is left: 0.3 * 0.2 (15 years apart).
    expect(apart).toMatchObject({ skill_match: 6, vision_match: 0, personality_match: 0 });
  });
});

describe('predictSuccess', () => {
  it('is the same both ways round, sentences included', () => {
    const a = founder();
    const b = founder({
      archetype: 'operations_master',
      skills: ['Sales', 'DevOps'],
      experience: 9,
    });
    expect(predictSuccess(a, b)).toEqual(predictSuccess(b, a));
  });

  it('spans 25 to 95 and weighs skills 30%, vision 25%, personality 20%, types 25%', () => {
    const zero = { skill_match: 0, vision_match: 0, personality_match: 0, archetype_match: 0 };
    expect(probabilityOf(zero)).toBe(25);
    expect(
      probabilityOf({
        skill_match: 100,
        vision_match: 100,
        personality_match: 100,
        archetype_match: 100,
      }),
    ).toBe(95);
    expect(probabilityOf({ ...zero, skill_match: 100 })).toBe(46);
    expect(probabilityOf({ ...zero, archetype_match: 100 })).toBe(43);
  });

  it('says what is strong and what to do about what is weak', () => {
    const prediction = predictSuccess(
      founder(),
      founder({
        archetype: 'visionary_ceo',
        personalityTraits: ['Analytical'],
        workStyle: ['Office'],
      }),
    );
    expect(prediction.insights).toContain(
      'You aim at the same industry and the same kind of startup.',
    );
    expect(prediction.insights).toContain(
      'You are both a Visionary CEO, so you may want the same role.',
    );
    expect(prediction.recommendations).toEqual([
      'Tell each other how you like to work: hours, decisions and feedback.',
      'Agree now who leads which area, so you do not compete for the same role.',
    ]);
  });

  it('always gives at least one recommendation', () => {
    const prediction = predictSuccess(founder(), founder({ archetype: 'technical_genius' }));
    expect(prediction.recommendations).toEqual([
      'Test the fit on a small project together before you commit.',
    ]);
  });
});

describe('successTone', () => {
  it('is green from 70, yellow from 50, red below', () => {
    expect([95, 70, 69, 50, 49, 25].map(successTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
});
