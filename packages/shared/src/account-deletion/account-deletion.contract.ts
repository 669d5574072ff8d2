import { z } from 'zod';
import { defineEndpoint, noContent } from '../contract/endpoint';
import {
  adminDeleteMemberRequestSchema,
  adminDeletionPlanSchema,
  deleteAccountRequestSchema,
  deletionPlanSchema,
} from './account-deletion.schemas';

const tags = ['account-deletion'] as const;
const memberParams = z.object({ userId: z.string().min(1).max(64) });

/** Deleting an account (docs/product.md#account-deletion): by its member, or by an admin. */
export const accountDeletionContract = {
  /** A member, about their own account. */
  plan: defineEndpoint({
    method: 'GET',
    path: '/api/account-deletion',
    access: 'member',
    tags,
    summary:
      'What deleting your account asks for: the password or a recent sign-in, and your projects',
    response: deletionPlanSchema,
  }),
  /** A member, their own account: every session ends, so the answer is the last this one gets. */
  deleteOwn: defineEndpoint({
    method: 'POST',
    path: '/api/account-deletion',
    access: 'member',
    tags,
    summary: 'Delete your account',
    body: deleteAccountRequestSchema,
    status: 204,
    response: noContent('Deleted; every session of the account has ended'),
    errors: ['FORBIDDEN'],
  }),
  /** Admins: another member's projects, before deleting their account. */
  adminPlan: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members/:userId/deletion',
    access: 'admin',
    tags,
    summary: "A member's projects, to choose what happens to them when deleting the account",
    params: memberParams,
    response: adminDeletionPlanSchema,
    errors: ['NOT_FOUND'],
  }),
  /** Admins: delete another member's account the same way. */
  adminDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/members/:userId',
    access: 'admin',
    tags,
    summary: "Delete a member's account",
    params: memberParams,
    body: adminDeleteMemberRequestSchema,
    status: 204,
    response: noContent('Deleted'),
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};
