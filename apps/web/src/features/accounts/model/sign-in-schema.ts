import { z } from 'zod';

/** Spec 1 §5: a simple address pattern, not full RFC 5322. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const signInFormSchema = z.object({
  email: z.string().trim().regex(SIMPLE_EMAIL, 'Valid email is required'),
  password: z.string().min(1, 'Password is required'),
});

export type SignInForm = z.infer<typeof signInFormSchema>;
