import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Every advisory lock Cofound takes, in one place: each is named by a scope and the ids it
 * serialises, so two features can never pick the same key by accident.
 *
 * - `match-decisions`: one pair's likes and passes, so two likes racing see each other.
 * - `messages`: one thread (the two members, in either order): sends commit in created_at order.
 * - `requests`: one sender's connection requests, so two at once cannot both pass the quota.
 * - `video-calls`: one member's schedules and accepts, so their calls cannot overlap.
 * - `video-call-signals`: one call's signalling, so its state changes apply in order.
 * - `billing`: one member's subscriptions, so two events about them apply one after the other.
 * - `referrals`: one referrer's rewards, so two reward jobs at once grant each month once.
 * - `admin`: role changes ('roles'), so the last admin can never be removed by two at once; and
 *   the decisions on one member's reports ('reports', their profile id), so two admins deciding
 *   reports on the same thing never both decide it.
 * - `networking`: the lobby ('lobby'), so two members joining at once are paired once; and one
 *   round's chat (its id), so its message limit holds.
 */
export type LockScope =
  | 'match-decisions'
  | 'messages'
  | 'requests'
  | 'video-calls'
  | 'video-call-signals'
  | 'billing'
  | 'referrals'
  | 'networking'
  | 'admin';

/** The session lock held while migrations run; any constant works if every instance agrees. */
export const MIGRATION_LOCK_KEY = 7_262_606;

/** Holds a transaction-scoped lock on `scope` and `ids` until the transaction ends. */
export async function lockForTransaction(
  tx: DbOrTx,
  scope: LockScope,
  ...ids: string[]
): Promise<void> {
  const key = [scope, ...ids].join(':');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The lock for a pair of members, whichever of the two is named first. */
export function lockPair(tx: DbOrTx, scope: LockScope, a: string, b: string): Promise<void> {
  return lockForTransaction(tx, scope, ...[a, b].sort());
}

/** One lock per id, always taken in the same order so two transactions never wait crosswise. */
export async function lockEach(tx: DbOrTx, scope: LockScope, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) await lockForTransaction(tx, scope, id);
}
