import { useQuery } from '@tanstack/react-query';
import { savedProfilesSchema } from '@cofound/shared/matching/matching.schemas';
import { apiFetch } from '../../../lib/api-client';
import { matchingQueryKeys } from './matching-query-keys';

/** GET /api/matching/saved: the profiles saved for later. */
export function useSavedProfiles() {
  return useQuery({
    queryKey: matchingQueryKeys.saved,
    queryFn: ({ signal }) =>
      apiFetch('/api/matching/saved', { schema: savedProfilesSchema, signal }),
  });
}
