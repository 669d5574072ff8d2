import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownProfileResponseSchema,
  type ProfileUpdateInput,
} from '@cofound/shared/profiles/profile.schemas';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../session/index';
import { profileQueryKeys } from './profile-query-keys';

/** PUT /api/profiles/me: saves the editor. The session is reloaded (the name may change). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdateInput) =>
      (
        await apiFetch('/api/profiles/me', {
          method: 'PUT',
          body: input,
          schema: ownProfileResponseSchema,
        })
      ).profile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKeys.own, profile);
      void queryClient.invalidateQueries({ queryKey: ['profiles', 'one'] });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
