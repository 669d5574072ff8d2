import { defineEndpoint } from '../contract/endpoint';
import {
  archetypeResultSchema,
  ownArchetypeResponseSchema,
  quizAnswersSchema,
} from './personality-test.schemas';

const tags = ['personality-test'] as const;

/**
 * The founder personality test: a member reads and replaces only their own result. The server
 * scores the answers and picks the archetype; the browser sends option ids only.
 */
export const personalityTestContract = {
  ownResult: defineEndpoint({
    method: 'GET',
    path: '/api/personality-test/result',
    access: 'member',
    tags,
    summary: 'Your founder archetype, or null before you take the test',
    response: ownArchetypeResponseSchema,
  }),
  submit: defineEndpoint({
    method: 'PUT',
    path: '/api/personality-test/result',
    access: 'member',
    tags,
    summary: 'Take (or retake) the test: the answers are scored and your archetype replaced',
    body: quizAnswersSchema,
    response: archetypeResultSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
};
