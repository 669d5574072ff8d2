import { useQuery } from '@tanstack/react-query';
import { accountDeletionContract } from '@cofound/shared/account-deletion/account-deletion.contract';
import { callEndpoint } from '../../../lib/call-endpoint';
import { accountDeletionQueryKeys } from './account-deletion-query-keys';

/** What deleting the account asks for, read when the member opens the dialog. */
export function useDeletionPlan(enabled: boolean) {
  return useQuery({
    queryKey: accountDeletionQueryKeys.plan,
    queryFn: ({ signal }) => callEndpoint(accountDeletionContract.plan, {}, { signal }),
    enabled,
    // The freshness of the sign-in changes with time: read it again each time.
    staleTime: 0,
  });
}
