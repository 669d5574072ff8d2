import {
  personalityTestMessages as m,
  type ArchetypeResult,
  type OwnArchetypeResponse,
} from '@cofound/shared/personality-test/personality-test.schemas';
import { archetypeForScores, scoreQuizAnswers } from '@cofound/shared/personality-test/quiz';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { ArchetypeRow, PersonalityTestRepository } from './personality-test.repository';

function toResult(row: ArchetypeRow): ArchetypeResult {
  return { archetype: row.archetype, scores: row.scores, testDate: row.testDate.toISOString() };
}

/**
 * The founder personality test (docs/product.md#personality-test): the server scores the chosen
 * options and applies the archetype rule; a retake replaces the result.
 */
export function createPersonalityTestService(deps: {
  repository: PersonalityTestRepository;
  log: ServiceLogger;
}) {
  const { repository, log } = deps;

  return {
    async ownResult(member: SessionUser): Promise<OwnArchetypeResponse> {
      return withFailureMessage(log, m.loadFailed, async () => {
        const row = await repository.findResult(member.id);
        return { result: row ? toResult(row) : null };
      });
    },

    /** One transaction: the result and the profile's copy of the archetype, or neither. */
    async submit(member: SessionUser, answers: Record<string, string>): Promise<ArchetypeResult> {
      const scores = scoreQuizAnswers(answers);
      if (!scores)
        throw new AppError('VALIDATION_FAILED', m.unanswered, { answers: [m.unanswered] });
      const archetype = archetypeForScores(scores);
      return withFailureMessage(log, m.saveFailed, () =>
        repository.transaction(async (queries) => {
          if (!(await queries.copyArchetypeToProfile(member.id, archetype))) {
            throw new AppError('NOT_FOUND', m.saveFailed);
          }
          return toResult(await queries.upsertResult(member.id, { archetype, scores }));
        }),
      );
    },
  };
}

export type PersonalityTestService = ReturnType<typeof createPersonalityTestService>;
