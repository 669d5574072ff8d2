import { z } from 'zod';
import { realtimeTopic } from '../realtime';
import { reportContentKinds, reportReasons } from '../safety/safety.schemas';
import { adminPagingSchemas } from './admin-members.schemas';
import { memberRoles, memberStatuses } from './member-status';

/** The moderation queue's texts (docs/product.md#admin). */
export const adminReportMessages = {
  loadFailed: 'Failed to load the reports. Please try again.',
  decideFailed: 'Failed to decide the report. Please try again.',
  notFound: 'Report not found',
  alreadyDecided: 'This report was already decided.',
  adminAccount: 'Admins cannot be suspended or banned through a report.',
  nothingToRemove: 'A profile has no content to remove: warn, suspend or ban the member instead.',
  noteRequired: 'Write a note (the member and the audit log see it).',
  noteTooLong: 'Keep the note under 1000 characters.',
  contentRemoved: 'This content was removed',
  noOpenReports: 'No open reports. Nice and quiet.',
} as const;

export const ADMIN_REPORTS_PAGE_SIZE = 20;
export const ADMIN_REPORT_NOTE_MAX_LENGTH = 1000;

export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What was reported: the profile itself, one of its messages, or one thing it wrote. */
export const reportTargetKinds = ['profile', 'message', ...reportContentKinds] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

/** What an admin can do about a report, and the decision each one records. */
export const reportActions = ['dismiss', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportDecisions = ['dismissed', 'removed', 'warned', 'suspended', 'banned'] as const;
export type ReportDecision = (typeof reportDecisions)[number];
export const decisionOfAction: Record<ReportAction, ReportDecision> = {
  dismiss: 'dismissed',
  remove: 'removed',
  warn: 'warned',
  suspend: 'suspended',
  ban: 'banned',
};

/**
 * What the reporters hear once their report is decided, in neutral words: what became of the
 * content, never what happened to the member's account.
 */
export const reportOutcomeTexts: Record<ReportDecision, string> = {
  dismissed: 'Thanks for your report. We reviewed it and found no breach of our rules.',
  removed: 'Thanks for your report. We removed the content.',
  warned: 'Thanks for your report. We reviewed it and took action.',
  suspended: 'Thanks for your report. We reviewed it and took action.',
  banned: 'Thanks for your report. We reviewed it and took action.',
};

/** Warning, suspending and banning say why: the member (warned) and the audit log read it. */
export function actionNeedsNote(action: ReportAction): boolean {
  return action === 'warn' || action === 'suspend' || action === 'ban';
}

/** Removing is for content: a profile report offers the other actions only. */
export function actionsFor(kind: ReportTargetKind): readonly ReportAction[] {
  return kind === 'profile' ? reportActions.filter((action) => action !== 'remove') : reportActions;
}

/**
 * The live topic of the queue, watched by admins only: its event carries the open count. The
 * queue is one thing for all admins, so its id part is the nil id.
 */
export const ADMIN_REPORTS_TOPIC_KIND = 'admin-reports';
export const ADMIN_REPORTS_TOPIC_ID = '00000000-0000-0000-0000-000000000000';
export const adminReportsTopic = realtimeTopic(ADMIN_REPORTS_TOPIC_KIND, ADMIN_REPORTS_TOPIC_ID);

/** GET /api/admin/reports: one status's reports, newest first. */
export const adminReportsQuerySchema = z.object({
  status: z.enum(reportStatuses).default('open'),
  cursor: adminPagingSchemas.cursor,
  limit: adminPagingSchemas.limit.default(ADMIN_REPORTS_PAGE_SIZE),
});
export type AdminReportsQuery = z.infer<typeof adminReportsQuerySchema>;
export type AdminReportsQueryInput = z.input<typeof adminReportsQuerySchema>;

const reportPersonSchema = z.object({
  userId: z.string(),
  profileId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});

/** The reported thing as an admin sees it: its text, where it sits and the page it lives on. */
export const reportedContentSchema = z.object({
  text: z.string(),
  /** Where it sits: the idea a comment is on, the circle of a post, who wrote to whom. */
  context: z.string().nullable(),
  /** The page it lives on; null when no admin page shows it (a private conversation). */
  url: z.string().nullable(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  reasonLabel: z.string(),
  details: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
  reporter: reportPersonSchema,
  reported: reportPersonSchema.extend({
    status: z.enum(memberStatuses),
    role: z.enum(memberRoles),
  }),
  target: z.object({
    kind: z.enum(reportTargetKinds),
    /**
     * The content in context; null for a profile, and for content that is gone (removed or
     * deleted by its author: adminReportMessages.contentRemoved).
     */
    content: reportedContentSchema.nullable(),
  }),
  /** Open reports on the same thing (this one included while it is open). */
  openOnTarget: z.number().int().min(0),
  /** Open reports on anything of the reported member. */
  openOnMember: z.number().int().min(0),
  decision: z
    .object({
      decision: z.enum(reportDecisions),
      note: z.string().nullable(),
      /** Null once the admin's account is gone. */
      adminName: z.string().nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsPageSchema = z.object({
  items: z.array(adminReportSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReportsPage = z.infer<typeof adminReportsPageSchema>;

/** GET /api/admin/reports/count, and the live event's payload. */
export const adminReportsCountSchema = z.object({ open: z.number().int().min(0) });
export type AdminReportsCount = z.infer<typeof adminReportsCountSchema>;

export const adminReportParamsSchema = z.object({ reportId: z.uuid() });

/** PUT /api/admin/reports/:reportId */
export const adminReportDecisionSchema = z
  .strictObject({
    action: z.enum(reportActions),
    note: z
      .string()
      .trim()
      .max(ADMIN_REPORT_NOTE_MAX_LENGTH, adminReportMessages.noteTooLong)
      .default(''),
  })
  .refine((input) => !actionNeedsNote(input.action) || input.note.length > 0, {
    message: adminReportMessages.noteRequired,
    path: ['note'],
  });
export type AdminReportDecision = z.infer<typeof adminReportDecisionSchema>;
export type AdminReportDecisionInput = z.input<typeof adminReportDecisionSchema>;

/** The decided report, and how many other open reports on the same thing it decided too. */
export const adminDecidedReportSchema = adminReportSchema.extend({
  alsoDecided: z.number().int().min(0),
});
export type AdminDecidedReport = z.infer<typeof adminDecidedReportSchema>;
