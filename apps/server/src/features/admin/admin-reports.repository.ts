// The moderation queue: reports with the people around them and the open reports on the same
// thing, and the decision written on every open report of a target (docs/decisions/0022).
import { and, eq, inArray, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type {
  ReportDecision,
  ReportStatus,
  ReportTargetKind,
} from '@cofound/shared/admin/admin-reports.schemas';
import type { MemberRole, MemberStatus } from '@cofound/shared/admin/member-status';
import { queryRows, type DbOrTx } from '../../db/client';
import { utcKey } from '../../db/keyset-time';
import { lockForTransaction } from '../../db/locks';
import { profiles, reports } from '../../db/schema';
import type { AuditCursor } from './admin-audit.repository';

type Person = { userId: string; profileId: string; name: string; imageUrl: string | null };

/** What a report is about: the member, and which of their things (none: the profile). */
export type ReportTarget = {
  profileId: string;
  messageId: string | null;
  contentKind: string | null;
  contentId: string | null;
};

/** A report as the decision reads it: its target, its state and the reported member. */
export type ReportForDecision = ReportTarget & {
  id: string;
  status: ReportStatus;
  reportedUserId: string;
  reportedName: string;
};

export type QueueRow = ReportTarget & {
  id: string;
  reason: string;
  details: string;
  status: ReportStatus;
  createdAt: Date;
  createdAtKey: string;
  decision: ReportDecision | null;
  decisionNote: string | null;
  decidedAt: Date | null;
  deciderName: string | null;
  reporter: Person;
  reported: Person & { status: MemberStatus; role: MemberRole };
  openOnTarget: number;
  openOnMember: number;
};

type RawQueueRow = {
  id: string;
  reason: string;
  details: string;
  status: ReportStatus;
  created_at: string | Date;
  created_key: string;
  profile_id: string;
  message_id: string | null;
  content_kind: string | null;
  content_id: string | null;
  decision: ReportDecision | null;
  decision_note: string | null;
  decided_at: string | Date | null;
  decider_name: string | null;
  reporter_user_id: string;
  reporter_profile_id: string;
  reporter_name: string;
  reporter_image_url: string | null;
  reported_user_id: string;
  reported_name: string;
  reported_image_url: string | null;
  reported_status: MemberStatus;
  reported_role: MemberRole;
  open_on_target: number;
  open_on_member: number;
};

/** The kind of thing a report is about. */
export function targetKindOf(target: ReportTarget): ReportTargetKind {
  if (target.contentKind !== null) return target.contentKind as ReportTargetKind;
  return target.messageId !== null ? 'message' : 'profile';
}

/** The id of the reported thing within its kind (null for a profile). */
export function targetIdOf(target: ReportTarget): string | null {
  return target.contentId ?? target.messageId;
}

/**
 * Open reports on the same thing as `r`: the same member and the same message or content, or
 * none of them (the profile). Counted on reports_profile_id_idx, a member's handful of rows.
 */
const openOnSameTarget = sql`(select count(*) from reports o
  where o.profile_id = r.profile_id and o.status = 'open'
    and o.message_id is not distinct from r.message_id
    and o.content_kind is not distinct from r.content_kind
    and o.content_id is not distinct from r.content_id)::int`;

// The index's own NULLS LAST, spelled out: the planner does not match another nulls order to
// reports_queue_idx (even on a NOT NULL column) and would sort every report of the status.
const newestFirst = sql`r.created_at desc nulls last, r.id desc nulls last`;

/**
 * The reports `where` and `tail` pick (a page), then their people and counts: picked first, so
 * the page is read from reports_queue_idx, never joined as a whole.
 */
function queueSelect(where: SQL[], tail: SQL): SQL {
  return sql`
    select r.id, r.reason, r.details, r.status, r.created_at,
      ${utcKey(sql`r.created_at`)} as created_key,
      r.profile_id, r.message_id, r.content_kind, r.content_id,
      r.decision, r.decision_note, r.decided_at, decider.name as decider_name,
      reporter.user_id as reporter_user_id, reporter.id as reporter_profile_id,
      reporter.name as reporter_name, reporter.image_url as reporter_image_url,
      reported.user_id as reported_user_id, reported.name as reported_name,
      reported.image_url as reported_image_url, reported.status as reported_status,
      reported.role as reported_role,
      ${openOnSameTarget} as open_on_target,
      (select count(*) from reports o
        where o.profile_id = r.profile_id and o.status = 'open')::int as open_on_member
    from (select * from reports r where ${sql.join(where, sql` and `)} ${tail}) as r
    join profiles reported on reported.id = r.profile_id
    join profiles reporter on reporter.user_id = r.reporter_id
    left join profiles decider on decider.user_id = r.decided_by
    order by ${newestFirst}`;
}

function toQueueRow(row: RawQueueRow): QueueRow {
  return {
    id: row.id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: new Date(row.created_at),
    createdAtKey: row.created_key,
    profileId: row.profile_id,
    messageId: row.message_id,
    contentKind: row.content_kind,
    contentId: row.content_id,
    decision: row.decision,
    decisionNote: row.decision_note,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    deciderName: row.decider_name,
    reporter: {
      userId: row.reporter_user_id,
      profileId: row.reporter_profile_id,
      name: row.reporter_name,
      imageUrl: row.reporter_image_url,
    },
    reported: {
      userId: row.reported_user_id,
      profileId: row.profile_id,
      name: row.reported_name,
      imageUrl: row.reported_image_url,
      status: row.reported_status,
      role: row.reported_role,
    },
    openOnTarget: Number(row.open_on_target),
    openOnMember: Number(row.open_on_member),
  };
}

/** The column is `value`, or null like it. */
const sameAs = (column: Column, value: string | null) =>
  value === null ? isNull(column) : eq(column, value);

export function adminReportsQueries(db: DbOrTx) {
  return {
    /** A page of one status, newest first (reports_queue_idx); one row more than `limit`. */
    async page(options: {
      status: ReportStatus;
      after: AuditCursor | null;
      limit: number;
    }): Promise<QueueRow[]> {
      const where = [sql`r.status = ${options.status}`];
      if (options.after) {
        where.push(
          sql`(r.created_at, r.id) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`,
        );
      }
      const rows = await queryRows<RawQueueRow>(
        db,
        queueSelect(where, sql`order by ${newestFirst} limit ${options.limit + 1}`),
      );
      return rows.map(toQueueRow);
    },

    async find(reportId: string): Promise<QueueRow | null> {
      const rows = await queryRows<RawQueueRow>(
        db,
        queueSelect([sql`r.id = ${reportId}`], sql`limit 1`),
      );
      return rows[0] ? toQueueRow(rows[0]) : null;
    },

    /** Decisions about one member's reports one at a time: no two decide the same target. */
    lockMemberReports: (profileId: string) => lockForTransaction(db, 'admin', 'reports', profileId),

    async findForDecision(reportId: string): Promise<ReportForDecision | null> {
      const [row] = await db
        .select({
          id: reports.id,
          status: sql<ReportStatus>`${reports.status}`,
          profileId: reports.profileId,
          messageId: reports.messageId,
          contentKind: reports.contentKind,
          contentId: reports.contentId,
          reportedUserId: profiles.userId,
          reportedName: profiles.name,
        })
        .from(reports)
        .innerJoin(profiles, eq(profiles.id, reports.profileId))
        .where(eq(reports.id, reportId));
      return row ?? null;
    },

    /** Writes the decision on every open report of the target; who reported each. */
    async decideOpenOnTarget(
      target: ReportTarget,
      decision: { decision: ReportDecision; adminId: string; note: string | null },
    ): Promise<{ id: string; reporterId: string }[]> {
      return db
        .update(reports)
        .set({
          status: decision.decision === 'dismissed' ? 'dismissed' : 'resolved',
          decision: decision.decision,
          decidedBy: decision.adminId,
          decidedAt: sql`now()`,
          decisionNote: decision.note,
        })
        .where(
          and(
            eq(reports.status, 'open'),
            eq(reports.profileId, target.profileId),
            sameAs(reports.messageId, target.messageId),
            sameAs(reports.contentKind, target.contentKind),
            sameAs(reports.contentId, target.contentId),
          ),
        )
        .returning({ id: reports.id, reporterId: reports.reporterId });
    },

    /** Where to mail these members. */
    async contacts(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: profiles.userId, email: profiles.email, name: profiles.name })
        .from(profiles)
        .where(inArray(profiles.userId, [...userIds]));
    },
  };
}

export type AdminReportsQueries = ReturnType<typeof adminReportsQueries>;
