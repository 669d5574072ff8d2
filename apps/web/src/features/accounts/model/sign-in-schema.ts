import { z } from 'zod';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { SIMPLE_EMAIL_PATTERN } from '@cofound/shared/accounts/signup.schemas';

export const signInFormSchema = z.object({
  email: z.string().trim().regex(SIMPLE_EMAIL_PATTERN, accountMessages.emailInvalid),
  password: z.string().min(1, 'Password is required'),
});

export type SignInForm = z.infer<typeof signInFormSchema>;
