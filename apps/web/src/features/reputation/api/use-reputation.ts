import { useQuery } from '@tanstack/react-query';
import { reputationResponseSchema } from '@cofound/shared/reputation/reputation.schemas';
import { apiFetch } from '../../../lib/api-client';
import { reputationQueryKeys } from './reputation-query-keys';

/** GET /api/profiles/:id/reputation: total, its three components and the level. */
export function useReputation(profileId: string) {
  return useQuery({
    queryKey: reputationQueryKeys.reputation(profileId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/profiles/${encodeURIComponent(profileId)}/reputation`, {
        schema: reputationResponseSchema,
        signal,
      }),
  });
}
