import { z } from 'zod';
import { archetypes } from './archetypes';
import { quizCategories, quizQuestions } from './quiz';

export const personalityTestMessages = {
  loadFailed: 'Failed to load your test result. Please try again.',
  saveFailed: 'Failed to save your test result. Please try again.',
  unanswered: 'Answer all four questions to see your result.',
} as const;

const answerSchema = z.string().trim().min(1, personalityTestMessages.unanswered).max(40);

/** PUT /api/personality-test/result: the chosen option of each question, by id. */
export const quizAnswersSchema = z.strictObject({
  answers: z.strictObject(
    Object.fromEntries(quizQuestions.map((question) => [question.id, answerSchema])) as Record<
      (typeof quizQuestions)[number]['id'],
      typeof answerSchema
    >,
  ),
});
export type QuizAnswersInput = z.input<typeof quizAnswersSchema>;

const categoryScore = z.number().int().min(2).max(5);

export const archetypeResultSchema = z.object({
  archetype: z.enum(archetypes),
  scores: z.object(
    Object.fromEntries(quizCategories.map((category) => [category, categoryScore])) as Record<
      (typeof quizCategories)[number],
      typeof categoryScore
    >,
  ),
  /** When the member last took the test (ISO). */
  testDate: z.string(),
});
export type ArchetypeResult = z.infer<typeof archetypeResultSchema>;

/** The member's own result; null until they take the test. */
export const ownArchetypeResponseSchema = z.object({ result: archetypeResultSchema.nullable() });
export type OwnArchetypeResponse = z.infer<typeof ownArchetypeResponseSchema>;
