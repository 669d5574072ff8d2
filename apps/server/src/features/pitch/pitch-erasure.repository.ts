// What deleting an account removes of pitches (docs/decisions/0036-account-deletion.md).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videoPitches } from '../../db/schema';

/** Deletes the member's pitch; answers its video's storage key, to remove after commit. */
export async function erasePitchOf(tx: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await tx
    .delete(videoPitches)
    .where(eq(videoPitches.userId, userId))
    .returning({ videoKey: videoPitches.videoKey });
  return row?.videoKey ?? null;
}
