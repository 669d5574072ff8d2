import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toaster';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from './use-session';

let signingOut = false;

/**
 * True from the moment the server ended the session until /signin shows: the member-only page
 * still on screen must not send the visitor to sign in and come back to it.
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/** POST /api/auth/sign-out, then forget everything cached for the member and go to /signin. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSuccess: async () => {
      signingOut = true;
      try {
        queryClient.clear();
        // Seed the signed-out answer so /signin renders at once instead of asking the server again.
        queryClient.setQueryData(sessionQueryKey, { user: null });
        await navigate('/signin', { replace: true });
      } finally {
        signingOut = false;
      }
    },
    onError: () => {
      toast.error('Failed to sign out. Please try again.');
    },
  });
}
