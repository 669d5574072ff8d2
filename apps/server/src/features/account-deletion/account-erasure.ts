// The database part of deleting an account, in the caller's transaction
// (docs/decisions/0036-account-deletion.md). Each step is written by the feature that owns its
// rows; the files it names are removed only after the commit.
import type { ProjectChoice } from '@cofound/shared/account-deletion/account-deletion.schemas';
import { accountDeletionMessages as m } from '@cofound/shared/account-deletion/account-deletion.schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockAccount, retireAccount, retiredEmailOf } from '../accounts';
import { erasePendingRequestsOf } from '../connections';
import { eraseDataExportsOf } from '../data-export';
import { eraseMatchingOf } from '../matching';
import { erasePitchOf } from '../pitch';
import { eraseProfile } from '../profiles';
import { settleProjectsOf } from '../projects';

/** What is left to remove from storage once the deletion has committed. */
export type ErasedFiles = {
  /** The profile picture's public address (its sizes go with it). */
  pictureUrl: string | null;
  /** Storage keys: the pitch video, data exports. */
  keys: string[];
};

export async function eraseAccount(
  tx: DbOrTx,
  userId: string,
  choices: readonly ProjectChoice[],
): Promise<ErasedFiles> {
  const account = await lockAccount(tx, userId);
  // A deleted account keeps its row under the placeholder address: deleting it again finds no one.
  if (!account || account.email === retiredEmailOf(userId)) {
    throw new AppError('NOT_FOUND', m.memberNotFound);
  }
  await settleProjectsOf(tx, userId, choices);
  await eraseMatchingOf(tx, userId);
  await erasePendingRequestsOf(tx, userId);
  const pitchKey = await erasePitchOf(tx, userId);
  const exportKeys = await eraseDataExportsOf(tx, userId);
  await retireAccount(tx, userId, account.email);
  const profile = await eraseProfile(tx, userId, retiredEmailOf(userId));
  return {
    pictureUrl: profile?.imageUrl ?? null,
    keys: [...(pitchKey ? [pitchKey] : []), ...exportKeys],
  };
}
