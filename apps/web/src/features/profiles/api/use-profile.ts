import { useQuery } from '@tanstack/react-query';
import { profileViewResponseSchema } from '@cofound/shared/profiles/profile.schemas';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/profiles/:id: a member's profile as the current visitor may see it. */
export function useProfile(id: string) {
  return useQuery({
    queryKey: profileQueryKeys.one(id),
    queryFn: ({ signal }) =>
      apiFetch(`/api/profiles/${encodeURIComponent(id)}`, {
        schema: profileViewResponseSchema,
        signal,
      }),
    // 'Profile not found' and 'sign in' are answers, not hiccups: do not retry them.
    retry: (count, error) => !(isApiError(error) && [401, 404].includes(error.status)) && count < 2,
  });
}
