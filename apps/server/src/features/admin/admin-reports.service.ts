import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import {
  ADMIN_REPORTS_TOPIC_ID,
  adminReportMessages as m,
  reportOutcomeTexts,
  type AdminDecidedReport,
  type AdminReport,
  type AdminReportDecision,
  type AdminReportsCount,
  type AdminReportsPage,
  type AdminReportsQuery,
  type ReportedContent,
} from '@cofound/shared/admin/admin-reports.schemas';
import { reportReasonLabels, type ReportReason } from '@cofound/shared/safety/safety.schemas';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { AppError } from '../../lib/app-error';
import { invalidCursorError, keysetPage } from '../../lib/keyset-cursor';
import { withFailureMessage, type ServiceLogger } from '../../lib/with-failure-message';
import type { Mailer, MailMessage } from '../../mail';
import type { Realtime } from '../../realtime';
import { publishSafely } from '../../realtime/publish-safely';
import type { ModeratedKind, ReportModeration } from '../safety';
import { decodeReportCursor, encodeReportCursor } from './admin-members.cursor';
import { reportOutcomeMail, warningMail } from './admin-reports.mails';
import { targetIdOf, targetKindOf, type QueueRow } from './admin-reports.repository';
import type { AdminRepository } from './admin.repository';
import { closeLiveSessions } from './member-status-change';
import { decideReport, type DecisionOutcome } from './report-decisions';

type Contents = Map<ModeratedKind, Map<string, ReportedContent>>;

function toReport(row: QueueRow, contents: Contents): AdminReport {
  const kind = targetKindOf(row);
  const id = targetIdOf(row);
  const content = kind === 'profile' || id === null ? null : contents.get(kind)?.get(id);
  return {
    id: row.id,
    reason: row.reason as ReportReason,
    reasonLabel: reportReasonLabels[row.reason as ReportReason] ?? row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    reporter: row.reporter,
    reported: row.reported,
    target: { kind, content: content ?? null },
    openOnTarget: row.openOnTarget,
    openOnMember: row.openOnMember,
    decision:
      row.decision === null || row.decidedAt === null
        ? null
        : {
            decision: row.decision,
            note: row.decisionNote,
            adminName: row.deciderName,
            decidedAt: row.decidedAt.toISOString(),
          },
  };
}

/**
 * The moderation queue (docs/product.md#admin): reports with the reported content in context,
 * and the admin's decisions. A decision commits as one unit of work (report-decisions.ts); then
 * the removed content's live events, the member's closed pages, the warning mail, the
 * reporters' outcome and every admin's open count follow.
 */
export function createAdminReportsService(deps: {
  repository: AdminRepository;
  moderation: ReportModeration;
  realtime: Pick<Realtime, 'publish' | 'endSessionsOf'>;
  mailer: Pick<Mailer, 'send'>;
  appUrl: string;
  log: ServiceLogger;
}) {
  const { repository, moderation, mailer, appUrl, log } = deps;
  const notify = publishSafely(deps.realtime, log);
  const orFail = <T>(message: string, run: () => Promise<T>) =>
    withFailureMessage(log, message, run);

  /** Each kind's content of these reports, read from the feature that owns it. */
  async function contentsOf(rows: QueueRow[]): Promise<Contents> {
    const ids = new Map<ModeratedKind, Set<string>>();
    for (const row of rows) {
      const kind = targetKindOf(row);
      const id = targetIdOf(row);
      if (kind === 'profile' || id === null) continue;
      ids.set(kind, (ids.get(kind) ?? new Set()).add(id));
    }
    const shown = await Promise.all(
      [...ids].map(async ([kind, ofKind]) => {
        const content = moderation.moderatedContent(kind);
        return [kind, content ? await content.show([...ofKind]) : new Map()] as const;
      }),
    );
    return new Map(shown);
  }

  async function send(mail: MailMessage) {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error }, 'moderation mail not sent');
    }
  }

  /** What follows a decision's commit; each step's failure is logged, the decision stands. */
  async function afterDecision(outcome: DecisionOutcome, note: string) {
    try {
      await outcome.removed?.afterCommit();
    } catch (error) {
      log.error({ err: error }, 'the removed content could not be announced');
    }
    if (outcome.statusChanged) await closeLiveSessions(deps.realtime, log, outcome.statusChanged);
    const reporterIds = [...new Set(outcome.decided.map((report) => report.reporterId))];
    const warned = outcome.decision === 'warned' ? [outcome.report.reportedUserId] : [];
    const contacts = await repository.reports
      .contacts([...reporterIds, ...warned])
      .catch((error: unknown) => {
        log.error({ err: error }, 'the moderation mails could not be addressed');
        return [];
      });
    for (const contact of contacts) {
      if (warned.includes(contact.userId)) {
        await send(warningMail(contact, { kind: targetKindOf(outcome.report), note, appUrl }));
      }
      if (reporterIds.includes(contact.userId)) {
        await send(reportOutcomeMail(contact, { decision: outcome.decision, appUrl }));
      }
    }
    await notify(reporterIds, 'system.notice', { message: reportOutcomeTexts[outcome.decision] });
    await moderation.announceOpenReports();
  }

  return {
    async list(query: AdminReportsQuery): Promise<AdminReportsPage> {
      const after = query.cursor ? decodeReportCursor(query.cursor) : null;
      if (query.cursor && !after) throw invalidCursorError(adminMessages.invalidCursor);
      return orFail(m.loadFailed, async () => {
        const rows = await repository.reports.page({
          status: query.status,
          after,
          limit: query.limit,
        });
        const contents = await contentsOf(rows.slice(0, query.limit));
        return keysetPage(
          rows,
          query.limit,
          (row) => toReport(row, contents),
          (row) => encodeReportCursor({ createdAt: row.createdAtKey, id: row.id }),
        );
      });
    },

    async count(): Promise<AdminReportsCount> {
      return { open: await orFail(m.loadFailed, () => moderation.openReportCount()) };
    },

    /**
     * Decides an open report and every other open report on the same thing the same way. A
     * decided report is 409; an admin account cannot be suspended or banned this way (409).
     */
    async decide(
      admin: SessionUser,
      reportId: string,
      input: AdminReportDecision,
    ): Promise<AdminDecidedReport> {
      const outcome = await orFail(m.decideFailed, () =>
        repository.transaction((queries, tx) =>
          decideReport(
            queries,
            tx,
            moderation,
            { id: admin.id, name: admin.name },
            reportId,
            input,
          ),
        ),
      );
      await afterDecision(outcome, input.note);
      const row = await orFail(m.loadFailed, () => repository.reports.find(reportId));
      if (!row) throw new AppError('NOT_FOUND', m.notFound);
      return {
        ...toReport(row, await orFail(m.loadFailed, () => contentsOf([row]))),
        alsoDecided: outcome.decided.filter((report) => report.id !== reportId).length,
      };
    },

    /** Whether the member may watch the queue live: an active admin, on the queue's topic. */
    async mayWatch(userId: string, id: string): Promise<boolean> {
      if (id !== ADMIN_REPORTS_TOPIC_ID) return false;
      const member = await repository.members.find(userId);
      return member?.role === 'admin' && member.status === 'active';
    },
  };
}

export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
