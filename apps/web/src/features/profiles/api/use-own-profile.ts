import { useQuery } from '@tanstack/react-query';
import { profilesContract } from '@cofound/shared/profiles/profiles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { profileQueryKeys } from './profile-query-keys';

/** The signed-in member's own profile, private fields included. */
export function useOwnProfile() {
  return useQuery({
    queryKey: profileQueryKeys.own,
    queryFn: async ({ signal }) =>
      (await callEndpoint(profilesContract.own, {}, { signal })).profile,
  });
}
