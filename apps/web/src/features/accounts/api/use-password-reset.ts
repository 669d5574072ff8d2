import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Where the reset mail's link sends the browser (the server appends ?token= or ?error=). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** POST /api/auth/request-password-reset: answers the same whether or not the address exists. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: RESET_PASSWORD_PATH },
      }),
  });
}

/** POST /api/auth/reset-password with the token from the mail's link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { newPassword: string; token: string }) =>
      apiFetch('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}
