import { useQuery } from '@tanstack/react-query';
import { endorsementsResponseSchema } from '@cofound/shared/reputation/reputation.schemas';
import { apiFetch } from '../../../lib/api-client';
import { reputationQueryKeys } from './reputation-query-keys';

/** GET /api/profiles/:id/endorsements: counts per skill and whether the viewer may endorse. */
export function useEndorsements(profileId: string) {
  return useQuery({
    queryKey: reputationQueryKeys.endorsements(profileId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/profiles/${encodeURIComponent(profileId)}/endorsements`, {
        schema: endorsementsResponseSchema,
        signal,
      }),
  });
}
