import type { z } from 'zod';
import { signInEmailBodySchema } from '@cofound/shared/accounts/auth.schemas';

/** The form validates exactly what POST /api/auth/sign-in/email accepts. */
export const signInFormSchema = signInEmailBodySchema;

export type SignInForm = z.infer<typeof signInFormSchema>;
