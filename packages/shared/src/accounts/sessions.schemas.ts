import { z } from 'zod';
import { currentPasswordSchema, newPasswordSchema } from './password.schemas';

export const sessionMessages = {
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed. Your other devices were signed out.',
  passwordChangeFailed: 'Failed to change the password. Please try again.',
  sessionNotFound: 'Session not found',
  sessionsFailed: 'Failed to load your sessions. Please try again.',
  signedOutOthers: 'Your other devices were signed out.',
} as const;

/** POST /api/accounts/password: other sessions always end; this one too when asked. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
  signOutThisDevice: z.boolean().default(false),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** One signed-in browser of the member (never its token). */
export const accountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** 'Chrome on macOS', from the browser's user agent. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema) });

export const sessionIdParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });
