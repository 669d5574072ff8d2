import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountDeletionContract } from '@cofound/shared/account-deletion/account-deletion.contract';
import type { DeleteAccountRequest } from '@cofound/shared/account-deletion/account-deletion.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { rememberEndedSession } from '../../../lib/ended-session-notice';
import { sessionQueryKey } from '../../session/index';

/**
 * Deletes the member's own account. Every session has ended when it answers, so everything cached
 * for the member is forgotten and /signin says why they are there.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      callEndpoint(accountDeletionContract.deleteOwn, { body }),
    onSuccess: async () => {
      rememberEndedSession('deleted');
      client.clear();
      client.setQueryData(sessionQueryKey, { user: null });
      await navigate('/signin', { replace: true });
    },
  });
}
