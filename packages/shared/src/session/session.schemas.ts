import { z } from 'zod';
import { plans } from '../billing/plan';

export const memberRoles = ['user', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The signed-in member as the browser sees it. `role` comes from the profile, never the client. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(memberRoles),
  profileId: z.string().nullable(),
  /** The plan in force now, from the webhook-written subscription fields (never the client). */
  plan: z.enum(plans),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/session: who is signed in, or null for a signed-out visitor (never 401). */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
