import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { predictSuccess } from '@cofound/shared/success-prediction/success-prediction.rules';
import {
  successPredictionMessages as m,
  type SuccessPredictionAnswer,
} from '@cofound/shared/success-prediction/success-prediction.schemas';
import { AppError } from '../../lib/app-error';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { SuccessPredictionRepository } from './success-prediction.repository';

/**
 * The success prediction of two members (docs/decisions/0020-success-prediction.md): computed by
 * the shared rule, stored per pair, and recomputed on the first read after either profile changes.
 */
export function createSuccessPredictionService(deps: {
  repository: SuccessPredictionRepository;
  log: ServiceLogger;
}) {
  const { repository, log } = deps;

  return {
    async forPair(member: SessionUser, profileId: string): Promise<SuccessPredictionAnswer> {
      const other = await repository.profileVisibleTo(profileId, member);
      if (other.sight === 'own') {
        throw new AppError('VALIDATION_FAILED', m.ownProfile, { profileId: [m.ownProfile] });
      }
      const ownId = await repository.profileIdOf(member.id);
      if (!ownId) throw new AppError('NOT_FOUND', m.calculateFailed);
      const [low, high] = ownId < other.id ? [ownId, other.id] : [other.id, ownId];
      const stored = await withFailureMessage(log, m.calculateFailed, () =>
        repository.transaction(async (queries) => {
          const inputs = await queries.pairInputs(low, high);
          const first = inputs.find((row) => row.id === low);
          const second = inputs.find((row) => row.id === high);
          if (!first || !second) throw new AppError('NOT_FOUND', m.calculateFailed);
          return (
            (await queries.findFresh(low, high)) ??
            (await queries.store(low, high, predictSuccess(first, second)))
          );
        }),
      );
      return {
        profileId: other.id,
        probability: stored.probability,
        factors: stored.factors,
        insights: stored.insights,
        recommendations: stored.recommendations,
        computedAt: stored.computedAt.toISOString(),
      };
    },
  };
}

export type SuccessPredictionService = ReturnType<typeof createSuccessPredictionService>;
