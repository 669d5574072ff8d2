import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchingFieldsUpdateInput } from '@cofound/shared/profiles/profiles.schemas';
import { profilesContract } from '@cofound/shared/profiles/profiles.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { profileQueryKeys } from './profile-query-keys';

/** Saves skills, looking for and startup interests only; the rest of the profile stays. */
export function useSaveMatchingFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MatchingFieldsUpdateInput) =>
      (await callEndpoint(profilesContract.saveMatchingFields, { body: input })).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKeys.own, profile);
      void queryClient.invalidateQueries({ queryKey: ['profiles', 'one'] });
    },
  });
}
