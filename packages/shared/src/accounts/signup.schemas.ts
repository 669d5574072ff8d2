import { z } from 'zod';
import { sessionUserSchema } from '../session/session.schemas';
import { industries, personalityTraits, roles, workStyles } from '../profiles/profiles.options';
import { accountMessages } from './accounts.messages';
import { emailSchema } from './email.schemas';
import { newPasswordSchema } from './password.schemas';

/** Wizard step 1. */
export const signupCredentialsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: z.string().trim().min(1, accountMessages.nameRequired).max(100),
});

/** POST /api/accounts/signup: the whole wizard in one request, so account and profile are one transaction. */
export const signupRequestSchema = signupCredentialsSchema.extend({
  role: z.enum(roles),
  industry: z.enum(industries),
  experience: z.number().int().min(0).max(80),
  workStyle: z.array(z.enum(workStyles)).min(1).max(workStyles.length),
  personalityTraits: z.array(z.enum(personalityTraits)).min(1).max(personalityTraits.length),
  referralCode: z.string().trim().max(32).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** 'applied': a pending referral was recorded; 'unknown': the code matched nobody and was ignored. */
export const referralOutcomes = ['applied', 'unknown', 'none'] as const;

export const signupResponseSchema = z.object({
  user: sessionUserSchema,
  referral: z.enum(referralOutcomes),
  verificationEmailSent: z.boolean(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;
