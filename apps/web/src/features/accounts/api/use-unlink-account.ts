import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountsContract } from '@cofound/shared/accounts/accounts.contract';
import type { SocialProviderId } from '@cofound/shared/accounts/providers.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { linkedAccountsQueryKey } from './linked-accounts-query-key';

/**
 * Unlinks a sign-in provider; its verified badge goes with it, so the member's profiles are
 * read again too (docs/product.md#verified-badges).
 */
export function useUnlinkAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProviderId) =>
      callEndpoint(accountsContract.unlinkAccount, { params: { provider } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: linkedAccountsQueryKey }),
        client.invalidateQueries({ queryKey: ['profiles'] }),
      ]),
  });
}
