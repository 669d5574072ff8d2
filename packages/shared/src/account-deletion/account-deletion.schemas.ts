import { z } from 'zod';
import { currentPasswordSchema } from '../accounts/password.schemas';
import { accountDeletionMessages } from './account-deletion.messages';

export { accountDeletionMessages } from './account-deletion.messages';

/** What deleting their account does, as the member is told before they confirm. */
export const deletionConsequences = [
  'You are signed out everywhere at once.',
  'Your profile, likes and passes, saved profiles, pictures and pitch are deleted.',
  'Messages you sent stay with the other person, from “Deleted member”.',
  'Projects you own are deleted, or handed to someone on their team you choose.',
  'Your referral link stops working.',
  'Your email address can be used to sign up again.',
] as const;

/** The choice for one project, as the deletion dialogs word it. */
export const projectChoiceLabels = {
  remove: 'Delete the project',
  handTo: (name: string) => `Hand it to ${name}`,
} as const;

/** How long a sign-in counts as fresh enough to delete an account without a password. */
export const DELETION_FRESH_SIGN_IN_MINUTES = 15;

const profileId = z.uuid(accountDeletionMessages.heirNotOnTeam);

/** What happens to one project the member owns: deleted (null), or handed to a team member. */
export const projectChoiceSchema = z.strictObject({
  projectId: z.uuid(accountDeletionMessages.projectChoices),
  handTo: profileId.nullable(),
});
export type ProjectChoice = z.infer<typeof projectChoiceSchema>;

const projectChoices = z
  .array(projectChoiceSchema)
  .max(200, accountDeletionMessages.projectChoices)
  .refine(
    (choices) => new Set(choices.map((choice) => choice.projectId)).size === choices.length,
    accountDeletionMessages.projectChoices,
  );

/**
 * POST /api/account-deletion. `password` is required when the member has one; without one, the
 * session must have been made in the last DELETION_FRESH_SIGN_IN_MINUTES. Every owned project
 * must have its choice.
 */
export const deleteAccountRequestSchema = z.strictObject({
  password: currentPasswordSchema.optional(),
  projects: projectChoices,
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** DELETE /api/admin/members/:userId: the same choices, made by the admin. */
export const adminDeleteMemberRequestSchema = z.strictObject({ projects: projectChoices });
export type AdminDeleteMemberRequest = z.infer<typeof adminDeleteMemberRequestSchema>;

const heirSchema = z.object({ profileId: z.string(), name: z.string() });

/** An owned project, and the team members it could be handed to. */
export const ownedProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  heirs: z.array(heirSchema),
});
export type OwnedProject = z.infer<typeof ownedProjectSchema>;

/** GET /api/account-deletion: what the member must confirm with, and their projects. */
export const deletionPlanSchema = z.object({
  /** 'password' when the member has one, else a sign-in in the last few minutes. */
  confirmWith: z.enum(['password', 'recent_sign_in']),
  /** Whether this session is recent enough for 'recent_sign_in'. */
  signedInRecently: z.boolean(),
  projects: z.array(ownedProjectSchema),
});
export type DeletionPlan = z.infer<typeof deletionPlanSchema>;

/** GET /api/admin/members/:userId/deletion: the member's projects, for the admin's choices. */
export const adminDeletionPlanSchema = z.object({
  name: z.string(),
  projects: z.array(ownedProjectSchema),
});
export type AdminDeletionPlan = z.infer<typeof adminDeletionPlanSchema>;
