import { useMutation } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import type { SignupRequest } from '@cofound/shared/accounts/signup.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * Account and profile in one request. The server sets the session
 * cookie; the wizard reloads the session itself once the welcome step is over.
 */
export function useSignup() {
  return useMutation({
    mutationFn: (request: SignupRequest) =>
      callEndpoint(accountsContract.signup, { body: request }),
  });
}
