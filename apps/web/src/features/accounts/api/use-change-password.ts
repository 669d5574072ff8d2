import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@cofound/shared/accounts/sessions.schemas';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { sessionQueryKey } from '../../session/index';
import { accountSessionsQueryKey } from './account-sessions-query-key';

/**
 * Changes the password: every other session ends; when this device is signed out too,
 * the session reloads and the route guards send the member to sign in.
 */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      callEndpoint(accountsContract.changePassword, { body: input }),
    onSuccess: async ({ signedOutThisDevice }) => {
      if (signedOutThisDevice) await client.invalidateQueries({ queryKey: sessionQueryKey });
      await client.invalidateQueries({ queryKey: accountSessionsQueryKey });
    },
  });
}
