import { z } from 'zod';
import { accountMessages } from './accounts.messages';

export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's own limit: it refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordTooLongMessage = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

/** A password being chosen: at signup and when resetting it. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, passwordTooLongMessage);

/**
 * A password being tried at sign-in. A short one is merely wrong, and says so like any other
 * wrong password (better-auth checks no minimum there either).
 */
export const currentPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, passwordTooLongMessage);
