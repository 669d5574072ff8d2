import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../session/index';
import type { SignInForm } from '../model/sign-in-schema';

/** POST /api/auth/sign-in/email, then reload the session so the app sees the member. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInForm) =>
      apiFetch('/api/auth/sign-in/email', { method: 'POST', body: credentials }),
    onSuccess: () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }),
  });
}
