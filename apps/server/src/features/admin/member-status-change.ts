// A member's status change inside an admin's unit of work, and what follows once it commits. The
// status change of a member's page and the suspension or ban that decides a report both go
// through here (docs/decisions/0022-admin-reads.md).
import type { MemberStatus } from '@cofound/shared/admin/member-status';
import type { ServiceLogger } from '../../lib/with-failure-message';
import type { DbOrTx } from '../../db/client';
import type { Realtime } from '../../realtime';
import { endAllSessions } from '../accounts';
import type { AdminMemberRow } from './admin-members.repository';
import type { AdminQueries } from './admin.repository';

/**
 * Moves the member (read for update, the change checked by the caller) to `status`: suspended or
 * banned, every session of theirs ends in the same transaction. One audit line.
 */
export async function applyStatusChange(
  queries: AdminQueries,
  tx: DbOrTx,
  admin: { id: string; name: string },
  before: AdminMemberRow,
  change: { status: MemberStatus; reason: string },
): Promise<AdminMemberRow> {
  const after = await queries.members.setStatus(before.userId, change.status);
  if (change.status !== 'active') await endAllSessions(tx, before.userId);
  await queries.audit.record({
    admin,
    action: 'member.status',
    target: { userId: before.userId, name: before.name },
    before: before.status,
    after: change.status,
    reason: change.reason,
  });
  return after;
}

/** After the commit: a suspended or banned member's open pages close at once. */
export async function closeLiveSessions(
  realtime: Pick<Realtime, 'endSessionsOf'>,
  log: ServiceLogger,
  member: { userId: string; status: MemberStatus },
): Promise<void> {
  if (member.status === 'active') return;
  try {
    await realtime.endSessionsOf([member.userId], member.status);
  } catch (error) {
    // The sessions are gone already; a socket left open is closed by its next re-check.
    log.error({ err: error }, 'could not close the live connections of a suspended member');
  }
}
