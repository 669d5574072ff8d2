// An admin's decision on a report, as one unit of work: the target's content removed or the
// member suspended or banned, the decision written on every open report of the same thing, and
// the audit line. What follows the commit (mails, live events) is the service's.
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import {
  adminReportMessages as m,
  decisionOfAction,
  type AdminReportDecision,
  type ReportDecision,
} from '@cofound/shared/admin/admin-reports.schemas';
import { canChangeStatus } from '@cofound/shared/admin/member-status';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReportModeration, RemovedContent } from '../safety';
import type { AdminMemberRow } from './admin-members.repository';
import { targetIdOf, targetKindOf, type ReportForDecision } from './admin-reports.repository';
import type { AdminQueries } from './admin.repository';
import { applyStatusChange } from './member-status-change';

export type DecisionOutcome = {
  report: ReportForDecision;
  decision: ReportDecision;
  /** Every report the decision was written on, this one among them. */
  decided: { id: string; reporterId: string }[];
  /** The member as now stored, when the decision changed their status. */
  statusChanged: AdminMemberRow | null;
  /** The removed content's live events, when there was content left to remove. */
  removed: RemovedContent | null;
};

type Admin = { id: string; name: string };

/** The open report, read again once no other decision on the same member can run. */
async function openReport(queries: AdminQueries, reportId: string): Promise<ReportForDecision> {
  const first = await queries.reports.findForDecision(reportId);
  if (!first) throw new AppError('NOT_FOUND', m.notFound);
  await queries.reports.lockMemberReports(first.profileId);
  const report = await queries.reports.findForDecision(reportId);
  if (!report) throw new AppError('NOT_FOUND', m.notFound);
  if (report.status !== 'open') throw new AppError('CONFLICT', m.alreadyDecided);
  return report;
}

/** Removes the reported content through the feature that owns it. */
async function removeContent(
  moderation: Pick<ReportModeration, 'moderatedContent'>,
  tx: DbOrTx,
  report: ReportForDecision,
): Promise<RemovedContent | null> {
  const kind = targetKindOf(report);
  const id = targetIdOf(report);
  if (kind === 'profile' || id === null) throw new AppError('CONFLICT', m.nothingToRemove);
  const content = moderation.moderatedContent(kind);
  if (!content) throw new Error(`no feature removes reported ${kind} content`);
  return content.remove(tx, id);
}

/**
 * Suspends or bans the reported member. An admin is never suspended or banned this way; a
 * member already suspended or banned keeps their status, and the report its decision.
 */
async function restrictMember(
  queries: AdminQueries,
  tx: DbOrTx,
  admin: Admin,
  report: ReportForDecision,
  status: 'suspended' | 'banned',
  reason: string,
): Promise<AdminMemberRow | null> {
  const member = await queries.members.findForUpdate(report.reportedUserId);
  if (!member) throw new AppError('NOT_FOUND', adminMessages.memberNotFound);
  if (member.role === 'admin') throw new AppError('CONFLICT', m.adminAccount);
  if (!canChangeStatus(member.status, status)) return null;
  return applyStatusChange(queries, tx, admin, member, { status, reason });
}

export async function decideReport(
  queries: AdminQueries,
  tx: DbOrTx,
  moderation: Pick<ReportModeration, 'moderatedContent'>,
  admin: Admin,
  reportId: string,
  input: AdminReportDecision,
): Promise<DecisionOutcome> {
  const report = await openReport(queries, reportId);
  const decision = decisionOfAction[input.action];
  const removed = input.action === 'remove' ? await removeContent(moderation, tx, report) : null;
  const statusChanged =
    decision === 'suspended' || decision === 'banned'
      ? await restrictMember(queries, tx, admin, report, decision, input.note)
      : null;
  const note = input.note === '' ? null : input.note;
  const decided = await queries.reports.decideOpenOnTarget(report, {
    decision,
    adminId: admin.id,
    note,
  });
  await queries.audit.record({
    admin,
    action: 'report.decide',
    target: { userId: report.reportedUserId, name: report.reportedName },
    before: 'open',
    after: decision,
    reason: note,
  });
  return { report, decision, decided, statusChanged, removed };
}
