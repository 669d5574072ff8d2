import { describe, expect, it } from 'vitest';
import {
  archetypeForScores,
  quizCategories,
  quizQuestions,
  scoreQuizAnswers,
  type QuizScores,
} from './quiz';

const scores = (vision: number, execution: number, leadership: number, resilience: number) =>
  ({ vision, execution, leadership, resilience }) as QuizScores;

describe('archetypeForScores', () => {
  it('is Visionary CEO when nothing beats vision, ties included', () => {
    expect(archetypeForScores(scores(3, 3, 3, 3))).toBe('visionary_ceo');
    expect(archetypeForScores(scores(5, 5, 5, 5))).toBe('visionary_ceo');
    expect(archetypeForScores(scores(4, 2, 3, 4))).toBe('visionary_ceo');
    expect(archetypeForScores(scores(5, 2, 2, 2))).toBe('visionary_ceo');
  });

  it('is Technical Genius whenever execution beats vision, whatever else beats it more', () => {
    expect(archetypeForScores(scores(2, 3, 2, 2))).toBe('technical_genius');
    expect(archetypeForScores(scores(2, 3, 5, 5))).toBe('technical_genius');
  });

  it('is Growth Hacker when leadership beats vision and execution does not', () => {
    expect(archetypeForScores(scores(3, 3, 4, 5))).toBe('growth_hacker');
    expect(archetypeForScores(scores(2, 2, 3, 2))).toBe('growth_hacker');
  });

  it('is Operations Master only when resilience alone beats vision', () => {
    expect(archetypeForScores(scores(3, 3, 3, 4))).toBe('operations_master');
    expect(archetypeForScores(scores(2, 2, 2, 5))).toBe('operations_master');
  });

  it('follows the rule for every combination of scores 2 to 5', () => {
    const counts = new Map<string, number>();
    const range = [2, 3, 4, 5];
    for (const v of range)
      for (const e of range)
        for (const l of range)
          for (const r of range) {
            const result = archetypeForScores(scores(v, e, l, r));
            counts.set(result, (counts.get(result) ?? 0) + 1);
            if (e > v) expect(result).toBe('technical_genius');
            else if (l > v) expect(result).toBe('growth_hacker');
            else if (r > v) expect(result).toBe('operations_master');
            else expect(result).toBe('visionary_ceo');
          }
    // Execution beats vision in 6 of the 16 (vision, execution) pairs: 6 * 16 = 96 of 256.
    expect(counts.get('technical_genius')).toBe(96);
    expect([...counts.values()].reduce((a, b) => a + b)).toBe(256);
  });
});

describe('the questions', () => {
  it('ask one question per category, each with options scored 2, 3, 4 and 5', () => {
    expect(quizQuestions.map((question) => question.category)).toEqual([...quizCategories]);
    for (const question of quizQuestions) {
      expect(question.options.map((option) => option.score).sort()).toEqual([2, 3, 4, 5]);
      expect(new Set(question.options.map((option) => option.id)).size).toBe(4);
    }
  });
});

describe('scoreQuizAnswers', () => {
  it('scores each category from the chosen option', () => {
    expect(
      scoreQuizAnswers({
        vision: 'niche',
        execution: 'build',
        leadership: 'debate',
        resilience: 'learn',
      }),
    ).toEqual(scores(2, 5, 4, 4));
  });

  it('refuses a missing answer or an option of another question', () => {
    expect(
      scoreQuizAnswers({ vision: 'niche', execution: 'build', leadership: 'debate' }),
    ).toBeNull();
    expect(
      scoreQuizAnswers({
        vision: 'build',
        execution: 'build',
        leadership: 'debate',
        resilience: 'learn',
      }),
    ).toBeNull();
  });
});
