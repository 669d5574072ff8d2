// What deleting an account removes of matching (docs/decisions/0036-account-deletion.md): the
// likes and passes the member made and the profiles they saved. Others' decisions about them
// stay theirs; the deleted profile is out of every deck anyway.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matchDecisions, savedProfiles } from '../../db/schema';

export async function eraseMatchingOf(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(matchDecisions).where(eq(matchDecisions.userId, userId));
  await tx.delete(savedProfiles).where(eq(savedProfiles.userId, userId));
}
