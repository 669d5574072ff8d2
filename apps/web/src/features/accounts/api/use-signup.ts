import { useMutation } from '@tanstack/react-query';
import { signupResponseSchema, type SignupRequest } from '@cofound/shared/accounts/signup.schemas';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/accounts/signup: account and profile in one request. The server sets the session
 * cookie; the wizard reloads the session itself once the welcome step is over.
 */
export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) =>
      apiFetch('/api/accounts/signup', {
        method: 'POST',
        body: request,
        schema: signupResponseSchema,
      }),
  });
}
