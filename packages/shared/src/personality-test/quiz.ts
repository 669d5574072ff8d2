import type { Archetype } from './archetypes';

// The four questions of the founder personality test, one per category; each option scores 2 to 5
// (docs/product.md#personality-test). The server scores the answers: the browser sends option ids.

export const quizCategories = ['vision', 'execution', 'leadership', 'resilience'] as const;
export type QuizCategory = (typeof quizCategories)[number];

export type QuizOption = { id: string; text: string; score: 2 | 3 | 4 | 5 };
export type QuizQuestion = {
  id: string;
  category: QuizCategory;
  text: string;
  options: readonly QuizOption[];
};

export const quizQuestions: readonly QuizQuestion[] = [
  {
    id: 'vision',
    category: 'vision',
    text: 'Where do you picture your company in five years?',
    options: [
      { id: 'niche', text: 'Profitable and steady in a niche I know well', score: 2 },
      { id: 'trusted', text: 'A trusted name in its market, growing every year', score: 3 },
      { id: 'category', text: 'Leading its category in several countries', score: 4 },
      { id: 'industry', text: 'Changing how a whole industry works', score: 5 },
    ],
  },
  {
    id: 'execution',
    category: 'execution',
    text: 'A key feature is two weeks late. What do you do?',
    options: [
      { id: 'delay', text: 'Move the date and tell the customers waiting for it', score: 2 },
      { id: 'delegate', text: 'Ask the team what they need and clear their way', score: 3 },
      { id: 'scope', text: 'Cut the scope and ship what is ready this week', score: 4 },
      { id: 'build', text: 'Get hands-on and build the missing part myself', score: 5 },
    ],
  },
  {
    id: 'leadership',
    category: 'leadership',
    text: 'Your team disagrees on what to build next. You…',
    options: [
      { id: 'senior', text: 'Let the person closest to the work decide', score: 2 },
      { id: 'data', text: 'Gather the numbers and decide on my own', score: 3 },
      { id: 'debate', text: 'Run a short debate, then make the call', score: 4 },
      { id: 'rally', text: 'Rally everyone around one clear story of why', score: 5 },
    ],
  },
  {
    id: 'resilience',
    category: 'resilience',
    text: 'Your biggest customer leaves without warning. Your first move?',
    options: [
      { id: 'pause', text: 'Take a few days to step back and regroup', score: 2 },
      { id: 'replace', text: 'Start looking for the next big customer', score: 3 },
      { id: 'learn', text: 'Call them to learn why, then fix what they found', score: 4 },
      { id: 'system', text: 'Turn it into a plan with a process and an owner by Monday', score: 5 },
    ],
  },
];

export type QuizScores = Record<QuizCategory, number>;

/** The score of each category, or null when an answer is missing or names no option. */
export function scoreQuizAnswers(answers: Readonly<Record<string, string>>): QuizScores | null {
  const scores = {} as QuizScores;
  for (const question of quizQuestions) {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    if (!option) return null;
    scores[question.category] = option.score;
  }
  return scores;
}

/**
 * Visionary CEO unless execution beats vision (Technical Genius), else leadership beats vision
 * (Growth Hacker), else resilience beats vision (Operations Master). Ties keep the default.
 */
export function archetypeForScores(scores: QuizScores): Archetype {
  if (scores.execution > scores.vision) return 'technical_genius';
  if (scores.leadership > scores.vision) return 'growth_hacker';
  if (scores.resilience > scores.vision) return 'operations_master';
  return 'visionary_ceo';
}
