// What deleting an account does to its sign-in (docs/decisions/0036-account-deletion.md): every
// session, password, linked provider and pending token goes, and the address is freed, so the
// member is signed out everywhere and may sign up again. The users row stays under a placeholder
// address: the messages the member sent still point at it.
import { and, eq, or } from 'drizzle-orm';
import { accountDeletionMessages } from '@cofound/shared/account-deletion/account-deletion.schemas';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions, signInFailures, users, verifications } from '../../db/schema';
import { linkedAccountsQueries } from './linked-accounts.repository';

/** The placeholder address of a deleted account: unique, and never deliverable (.invalid). */
export function retiredEmailOf(userId: string): string {
  return `deleted-${userId.toLowerCase()}@deleted.invalid`;
}

/** Whether the member has a password to sign in with (else only providers). */
export async function hasPasswordAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row !== undefined;
}

/** The account's row, locked until the deletion commits; null when there is none. */
export async function lockAccount(tx: DbOrTx, userId: string): Promise<{ email: string } | null> {
  const [row] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

/** Ends the account's sign-in for good and frees its address. */
export async function retireAccount(tx: DbOrTx, userId: string, email: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await linkedAccountsQueries(tx).syncVerifiedBadges(userId);
  await tx
    .delete(verifications)
    .where(or(eq(verifications.value, userId), eq(verifications.identifier, email)));
  await tx.delete(signInFailures).where(eq(signInFailures.email, email));
  await tx
    .update(users)
    .set({
      email: retiredEmailOf(userId),
      name: accountDeletionMessages.deletedMember,
      image: null,
      emailVerified: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
