import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@cofound/shared/profiles/profiles.schemas';
import { profilesContract } from '@cofound/shared/profiles/profiles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { sessionQueryKey } from '../../session/index';
import { profileQueryKeys } from './profile-query-keys';

/** Saves the editor. The session is reloaded (the name may change). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput) =>
      (await callEndpoint(profilesContract.saveOwn, { body: input })).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKeys.own, profile);
      void queryClient.invalidateQueries({ queryKey: ['profiles', 'one'] });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
