import { z } from 'zod';
import { memberSummarySchema } from '../profiles/member-summary';

export const safetyMessages = {
  blocked: 'Member blocked. You will no longer see each other.',
  unblocked: 'Member unblocked',
  blockFailed: 'Failed to block this member. Please try again.',
  unblockFailed: 'Failed to unblock this member. Please try again.',
  ownProfile: 'You cannot block or report yourself.',
  reported: 'Thank you. Our team will review your report.',
  reportFailed: 'Failed to send your report. Please try again.',
  noBlocks: 'You have not blocked anyone.',
  profileNotFound: 'Profile not found',
  messageNotFound: 'Message not found',
  contentNotFound: 'This was deleted or is no longer visible.',
  oneTarget: 'Report a message or a post, not both.',
} as const;

export const reportReasons = [
  'spam',
  'harassment',
  'fake_profile',
  'inappropriate_content',
  'scam',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or hate',
  fake_profile: 'Fake profile',
  inappropriate_content: 'Inappropriate content',
  scam: 'Scam or fraud',
  other: 'Something else',
};

/** POST /api/blocks */
export const blockRequestSchema = z.object({ profileId: z.uuid() });
export const blockedMemberSchema = memberSummarySchema.extend({ blockedAt: z.string() });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
/** GET /api/blocks: the members you blocked, newest first. */
export const blockedMembersSchema = z.object({ items: z.array(blockedMemberSchema) });
export type BlockedMembers = z.infer<typeof blockedMembersSchema>;

/** What on a profile can be reported besides the profile and its messages. */
export const reportContentKinds = ['idea', 'idea_comment', 'circle_post'] as const;
export type ReportContentKind = (typeof reportContentKinds)[number];
export const reportContentSchema = z.object({ kind: z.enum(reportContentKinds), id: z.uuid() });
export type ReportContent = z.infer<typeof reportContentSchema>;

/**
 * POST /api/reports: a profile, optionally one of its messages or one thing it wrote (an idea, a
 * comment, a circle post), with a reason.
 */
export const reportRequestSchema = z
  .object({
    profileId: z.uuid(),
    messageId: z.uuid().optional(),
    content: reportContentSchema.optional(),
    reason: z.enum(reportReasons),
    details: z.string().trim().max(2000).default(''),
  })
  .refine((report) => !(report.messageId && report.content), {
    message: safetyMessages.oneTarget,
    path: ['content'],
  });
export type ReportRequest = z.input<typeof reportRequestSchema>;
export type ReportInput = z.infer<typeof reportRequestSchema>;
export const reportCreatedSchema = z.object({ id: z.string() });
