// Optimistic updates shared by the endorse and withdraw hooks.
import type { QueryClient } from '@tanstack/react-query';
import { reputationLevel } from '@cofound/shared/reputation/reputation.rules';
import {
  reputationMessages,
  type EndorsementsResponse,
  type EndorseSkillResponse,
  type ReputationResponse,
} from '@cofound/shared/reputation/reputation.schemas';
import { isApiError } from '../../../lib/api-error';
import { reputationQueryKeys } from './reputation-query-keys';

export type EndorsementSnapshot = {
  endorsements: EndorsementsResponse | undefined;
  reputation: ReputationResponse | undefined;
};

/** Applies an endorsement (+1) or a withdrawal (-1) of `skill` to the cached answers. */
export async function applyOptimistic(
  client: QueryClient,
  profileId: string,
  skill: string,
  direction: 1 | -1,
  points: number,
): Promise<EndorsementSnapshot> {
  const endorsementsKey = reputationQueryKeys.endorsements(profileId);
  const reputationKey = reputationQueryKeys.reputation(profileId);
  await Promise.all([
    client.cancelQueries({ queryKey: endorsementsKey, exact: true }),
    client.cancelQueries({ queryKey: reputationKey, exact: true }),
  ]);
  const snapshot: EndorsementSnapshot = {
    endorsements: client.getQueryData<EndorsementsResponse>(endorsementsKey),
    reputation: client.getQueryData<ReputationResponse>(reputationKey),
  };
  if (snapshot.endorsements) {
    client.setQueryData<EndorsementsResponse>(endorsementsKey, {
      ...snapshot.endorsements,
      skills: snapshot.endorsements.skills.map((entry) =>
        entry.skill === skill
          ? {
              skill,
              count: Math.max(0, entry.count + direction),
              endorsedByViewer: direction === 1,
            }
          : entry,
      ),
    });
  }
  if (snapshot.reputation) {
    const delta = direction * points;
    const totalScore = snapshot.reputation.totalScore + delta;
    client.setQueryData<ReputationResponse>(reputationKey, {
      ...snapshot.reputation,
      endorsementScore: snapshot.reputation.endorsementScore + delta,
      totalScore,
      level: reputationLevel(totalScore),
    });
  }
  return snapshot;
}

export function restore(client: QueryClient, profileId: string, snapshot?: EndorsementSnapshot) {
  if (!snapshot) return;
  client.setQueryData(reputationQueryKeys.endorsements(profileId), snapshot.endorsements);
  client.setQueryData(reputationQueryKeys.reputation(profileId), snapshot.reputation);
}

/** Writes the server's answer into the cache. */
export function applyResult(client: QueryClient, profileId: string, result: EndorseSkillResponse) {
  client.setQueryData<EndorsementsResponse>(reputationQueryKeys.endorsements(profileId), (old) =>
    old
      ? {
          ...old,
          skills: old.skills.map((entry) =>
            entry.skill === result.skill.skill ? result.skill : entry,
          ),
        }
      : old,
  );
  client.setQueryData(reputationQueryKeys.reputation(profileId), result.reputation);
}

export function refetchAfter(client: QueryClient, profileId: string) {
  return client.invalidateQueries({ queryKey: ['reputation', profileId] });
}

/** The server's own words for a refusal (403, 409, 400, 404); a generic line otherwise. */
export function endorsementErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return reputationMessages.endorseFailed;
}
