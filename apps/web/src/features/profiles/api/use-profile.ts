import { useQuery } from '@tanstack/react-query';
import { profilesContract } from '@cofound/shared/profiles/profiles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { isApiError } from '../../../lib/api-error';
import { profileQueryKeys } from './profile-query-keys';

/** A member's profile as the current visitor may see it. */
export function useProfile(id: string) {
  return useQuery({
    queryKey: profileQueryKeys.one(id),
    queryFn: ({ signal }) => callEndpoint(profilesContract.view, { params: { id } }, { signal }),
    // 'Profile not found' and 'sign in' are answers, not hiccups: do not retry them.
    retry: (count, error) => !(isApiError(error) && [401, 404].includes(error.status)) && count < 2,
  });
}
