import { useQuery } from '@tanstack/react-query';
import { ownProfileResponseSchema } from '@cofound/shared/profiles/profile.schemas';
import { apiFetch } from '../../../lib/api-client';
import { profileQueryKeys } from './profile-query-keys';

/** GET /api/profiles/me: the signed-in member's own profile, private fields included. */
export function useOwnProfile() {
  return useQuery({
    queryKey: profileQueryKeys.own,
    queryFn: async ({ signal }) =>
      (await apiFetch('/api/profiles/me', { schema: ownProfileResponseSchema, signal })).profile,
  });
}
