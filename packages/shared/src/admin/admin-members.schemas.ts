import { z } from 'zod';
import { plans } from '../billing/plan';
import { memberRoles, memberStatuses } from './member-status';

/** The admin area's texts (docs/product.md#admin). */
export const adminMessages = {
  loadFailed: 'Failed to load admin data. Please try again.',
  memberNotFound: 'Member not found',
  statusFailed: 'Failed to change the status. Please try again.',
  roleFailed: 'Failed to change the role. Please try again.',
  statusNotAllowed: 'This status change is not allowed.',
  ownStatus: 'You cannot change your own status.',
  lastAdmin: 'Cofound needs at least one admin: make someone else an admin first.',
  reasonRequired: 'Give a reason (the member and the audit log see it).',
  reasonTooLong: 'Keep the reason under 500 characters.',
  invalidCursor: 'This list has changed. Please reload it.',
} as const;

export const ADMIN_MEMBERS_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_REASON_MAX_LENGTH = 500;

export const adminMemberSorts = ['newest', 'oldest', 'name', 'email'] as const;
export type AdminMemberSort = (typeof adminMemberSorts)[number];

const cursor = z.string().max(400).optional();
const limit = z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE);
/** A keyset cursor and a page size, as every admin list takes them. */
export const adminPagingSchemas = { cursor, limit };

/** GET /api/admin/members: search by name or email, filter by role and status, sorted. */
export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(memberRoles).optional(),
  status: z.enum(memberStatuses).optional(),
  sort: z.enum(adminMemberSorts).default('newest'),
  cursor,
  limit: limit.default(ADMIN_MEMBERS_PAGE_SIZE),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;
export type AdminMembersQueryInput = z.input<typeof adminMembersQuerySchema>;

export const adminMemberSchema = z.object({
  userId: z.string(),
  profileId: z.string(),
  name: z.string(),
  email: z.string(),
  imageUrl: z.string().nullable(),
  role: z.enum(memberRoles),
  status: z.enum(memberStatuses),
  plan: z.enum(plans),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMembersPageSchema = z.object({
  items: z.array(adminMemberSchema),
  nextCursor: z.string().nullable(),
});
export type AdminMembersPage = z.infer<typeof adminMembersPageSchema>;

export const adminMemberParamsSchema = z.object({ userId: z.string().min(1).max(100) });

export const adminReasonSchema = z
  .string()
  .trim()
  .min(1, adminMessages.reasonRequired)
  .max(ADMIN_REASON_MAX_LENGTH, adminMessages.reasonTooLong);

/** PUT /api/admin/members/:userId/status */
export const adminStatusChangeSchema = z.strictObject({
  status: z.enum(memberStatuses),
  reason: adminReasonSchema,
});
export type AdminStatusChange = z.input<typeof adminStatusChangeSchema>;

/** PUT /api/admin/members/:userId/role */
export const adminRoleChangeSchema = z.strictObject({ role: z.enum(memberRoles) });
export type AdminRoleChange = z.input<typeof adminRoleChangeSchema>;

/** One line of the admin audit log: who did what to whom, when, from what to what. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** 'report.decide': before 'open', after the decision, the admin's note as the reason. */
  action: z.enum([
    'member.status',
    'member.role',
    'report.decide',
    'partner.create',
    'partner.status',
    'partner.import',
  ]),
  adminName: z.string(),
  targetUserId: z.string().nullable(),
  targetName: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  userId: z.string().max(100).optional(),
  cursor,
  limit: limit.default(ADMIN_MEMBERS_PAGE_SIZE),
});
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

const reportLineSchema = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.string(),
  /** The other person of the report: the reporter (about them) or the reported (by them). */
  otherName: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/admin/members/:userId: everything an admin needs to decide about a member. */
export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema.extend({
    title: z.string(),
    emailVerified: z.boolean(),
    premiumUntil: z.string().nullable(),
  }),
  connections: z.number().int(),
  reportsAbout: z.object({ total: z.number().int(), latest: z.array(reportLineSchema) }),
  reportsBy: z.object({ total: z.number().int(), latest: z.array(reportLineSchema) }),
  transactions: z.array(
    z.object({
      id: z.string(),
      plan: z.string(),
      /** 'payment', or 'referral_reward' (a free month, amount 0). */
      kind: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  sessions: z.object({ live: z.number().int(), lastActiveAt: z.string().nullable() }),
  /** The member's status and role changes, newest first. */
  history: z.array(auditEntrySchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;
