import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from './use-session';

/** POST /api/auth/sign-out, then forget everything cached for the member and go to /signin. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      queryClient.clear();
      // Seed the signed-out answer so /signin renders at once instead of asking the server again.
      queryClient.setQueryData(sessionQueryKey, { user: null });
      await navigate('/signin', { replace: true });
    },
    onError: () => {
      toast.error('Failed to sign out. Please try again.');
    },
  });
}
