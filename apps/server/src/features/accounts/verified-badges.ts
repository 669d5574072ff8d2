import { isBadgeProvider } from '@cofound/shared/accounts/providers.schemas';
import type { LinkedAccountsRepository } from './linked-accounts.repository';

type AccountRow = { userId?: unknown; providerId?: unknown } | null | undefined;

/**
 * The one place the verified badges change (docs/product.md#verified-badges,
 * docs/decisions/0034-verified-badges.md): better-auth's database hooks on its `accounts` rows.
 * A row of GitHub or LinkedIn is made only by a completed OAuth flow, a link or a sign-in (its
 * key is the provider's subject); it goes when the member unlinks. After each of those, and
 * after a sign-in refreshes the row's tokens, the member's flags are recomputed from their rows.
 * No route writes the flags: the profile editor's schema refuses them.
 */
export function verifiedBadgeHooks(
  repository: Pick<LinkedAccountsRepository, 'syncVerifiedBadges'>,
) {
  const sync = async (account: AccountRow) => {
    if (!account || typeof account.userId !== 'string') return;
    if (!isBadgeProvider(account.providerId)) return;
    await repository.syncVerifiedBadges(account.userId);
  };
  return {
    create: { after: sync },
    update: { after: sync },
    delete: { after: sync },
  };
}
