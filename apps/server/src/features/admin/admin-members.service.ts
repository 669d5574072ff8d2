import {
  adminMessages as m,
  type AdminMember,
  type AdminMemberDetail,
  type AdminMembersPage,
  type AdminMembersQuery,
  type AuditLogPage,
} from '@cofound/shared/admin/admin-members.schemas';
import {
  canChangeStatus,
  type MemberRole,
  type MemberStatus,
} from '@cofound/shared/admin/member-status';
import { activePlan } from '@cofound/shared/billing/plan';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Realtime } from '../../realtime';
import { toAuditEntry } from './admin-audit.repository';
import type { AdminRepository } from './admin.repository';
import {
  decodeAdminMemberCursor,
  decodeAuditCursor,
  encodeAdminMemberCursor,
  encodeAuditCursor,
} from './admin-members.cursor';
import type { AdminMemberRow } from './admin-members.repository';
import { applyStatusChange, closeLiveSessions } from './member-status-change';

const HISTORY_LIMIT = 50;

function toMember(row: AdminMemberRow, now = new Date()): AdminMember {
  return {
    userId: row.userId,
    profileId: row.profileId,
    name: row.name,
    email: row.email,
    imageUrl: row.imageUrl,
    role: row.role,
    status: row.status,
    plan: activePlan(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The admin area's members (docs/product.md#admin): the list, one member's page, status and
 * role changes with the audit log. Suspending or banning ends the member's sessions in the same
 * transaction and closes their live connections right after it.
 */
export function createAdminMembersService(deps: {
  repository: AdminRepository;
  realtime: Pick<Realtime, 'endSessionsOf'>;
  log: ServiceLogger;
}) {
  const { repository, realtime, log } = deps;
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  const notFound = () => new AppError('NOT_FOUND', m.memberNotFound);

  return {
    async list(query: AdminMembersQuery): Promise<AdminMembersPage> {
      const after = query.cursor ? decodeAdminMemberCursor(query.cursor, query.sort) : null;
      if (query.cursor && !after) throw invalidCursorError(m.invalidCursor);
      const rows = await orFail(m.loadFailed, () => repository.members.list(query, after));
      const now = new Date();
      return keysetPage(
        rows,
        query.limit,
        (row) => toMember(row, now),
        (row) =>
          encodeAdminMemberCursor({
            sort: query.sort,
            value:
              query.sort === 'name'
                ? row.nameKey
                : query.sort === 'email'
                  ? row.email
                  : row.createdKey,
            id: row.profileId,
          }),
      );
    },

    async detail(userId: string): Promise<AdminMemberDetail> {
      return orFail(m.loadFailed, async () => {
        const row = await repository.members.find(userId);
        if (!row) throw notFound();
        const [activity, history] = await Promise.all([
          repository.detail.activity(row),
          repository.audit.page({ targetUserId: userId, after: null, limit: HISTORY_LIMIT - 1 }),
        ]);
        return {
          member: {
            ...toMember(row),
            title: row.title,
            emailVerified: row.emailVerified,
            premiumUntil: row.premiumUntil?.toISOString() ?? null,
          },
          connections: activity.connections,
          reportsAbout: {
            total: activity.reportsAbout.total,
            latest: activity.reportsAbout.latest.map(toReportLine),
          },
          reportsBy: {
            total: activity.reportsBy.total,
            latest: activity.reportsBy.latest.map(toReportLine),
          },
          transactions: activity.transactions.map((transaction) => ({
            id: transaction.id,
            plan: transaction.plan,
            kind: transaction.kind,
            amountCents: Number(transaction.amount_cents),
            currency: transaction.currency,
            createdAt: new Date(transaction.created_at).toISOString(),
          })),
          sessions: {
            live: activity.sessions.live,
            lastActiveAt: activity.sessions.lastActiveAt?.toISOString() ?? null,
          },
          history: history.map(toAuditEntry),
        };
      });
    },

    /** One transaction: the status, the audit line and (suspended or banned) the sessions. */
    async changeStatus(
      admin: SessionUser,
      userId: string,
      change: { status: MemberStatus; reason: string },
    ): Promise<AdminMember> {
      if (userId === admin.id) throw new AppError('CONFLICT', m.ownStatus);
      const updated = await orFail(m.statusFailed, () =>
        repository.transaction(async (queries, tx) => {
          const before = await queries.members.findForUpdate(userId);
          if (!before) throw notFound();
          if (!canChangeStatus(before.status, change.status)) {
            throw new AppError('CONFLICT', m.statusNotAllowed);
          }
          if (before.role === 'admin' && change.status !== 'active') {
            await queries.members.lockRoles();
            if ((await queries.members.countActiveAdmins()) <= 1) {
              throw new AppError('CONFLICT', m.lastAdmin);
            }
          }
          return applyStatusChange(queries, tx, { id: admin.id, name: admin.name }, before, change);
        }),
      );
      await closeLiveSessions(realtime, log, updated);
      return toMember(updated);
    },

    /** Makes a member an admin or takes it back; the last active admin stays. */
    async changeRole(admin: SessionUser, userId: string, role: MemberRole): Promise<AdminMember> {
      const updated = await orFail(m.roleFailed, () =>
        repository.transaction(async (queries) => {
          await queries.members.lockRoles();
          const before = await queries.members.findForUpdate(userId);
          if (!before) throw notFound();
          if (before.role === role) return before;
          if (role === 'user' && before.status === 'active') {
            if ((await queries.members.countActiveAdmins()) <= 1) {
              throw new AppError('CONFLICT', m.lastAdmin);
            }
          }
          const after = await queries.members.setRole(userId, role);
          await queries.audit.record({
            admin: { id: admin.id, name: admin.name },
            action: 'member.role',
            target: { userId, name: before.name },
            before: before.role,
            after: role,
            reason: null,
          });
          return after;
        }),
      );
      return toMember(updated);
    },

    async auditLog(query: {
      userId?: string;
      cursor?: string;
      limit: number;
    }): Promise<AuditLogPage> {
      const after = query.cursor ? decodeAuditCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError(m.invalidCursor);
      const rows = await orFail(m.loadFailed, () =>
        repository.audit.page({ targetUserId: query.userId, after, limit: query.limit }),
      );
      return keysetPage(rows, query.limit, toAuditEntry, (row) =>
        encodeAuditCursor({ createdAt: row.createdAtKey, id: row.id }),
      );
    },
  };
}

function toReportLine(row: {
  id: string;
  reason: string;
  status: string;
  other_name: string | null;
  created_at: string;
}) {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    otherName: row.other_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export type AdminMembersService = ReturnType<typeof createAdminMembersService>;
