import { z } from 'zod';
import { emailSchema } from './email.schemas';
import { currentPasswordSchema, newPasswordSchema } from './password.schemas';
import { socialProviderIds } from './providers.schemas';

// The requests of the better-auth endpoints Cofound serves under /api/auth: only the fields
// Cofound sends, each bounded, so nothing else reaches the auth library.

export const AUTH_TOKEN_MAX_LENGTH = 2048;
export const SITE_PATH_MAX_LENGTH = 512;
const PROVIDER_VALUE_MAX_LENGTH = 2048;
const ERROR_CODE_MAX_LENGTH = 128;

/**
 * A path on this site ('/reset-password'), never something a browser could read as another
 * site: no '//host', no '\' (read as '/'), no whitespace or control characters (dropped).
 */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\s\p{Cc}]/u.test(value);
}

const sitePathSchema = z
  .string()
  .max(SITE_PATH_MAX_LENGTH)
  .refine(isSitePath, 'Must be a path on this site');

/** A token better-auth issued (reset link, verification link). */
const authTokenSchema = z.string().min(1).max(AUTH_TOKEN_MAX_LENGTH);

const providerValueSchema = z.string().max(PROVIDER_VALUE_MAX_LENGTH).optional();

/** POST /api/auth/sign-in/email */
export const signInEmailBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SignInEmailBody = z.infer<typeof signInEmailBodySchema>;

/** POST /api/auth/sign-out: nothing to say (no body at all, as Fastify reads it: null). */
export const signOutBodySchema = z.strictObject({}).nullish();

/** POST /api/auth/request-password-reset: `redirectTo` is where the mail's link lands. */
export const requestPasswordResetBodySchema = z.object({
  email: emailSchema,
  redirectTo: sitePathSchema.optional(),
});

/** POST /api/auth/reset-password with the token from the mail's link. */
export const resetPasswordBodySchema = z.object({
  newPassword: newPasswordSchema,
  token: authTokenSchema,
});

/** GET /api/auth/verify-email: the link in the verification mail. */
export const verifyEmailQuerySchema = z.object({
  token: authTokenSchema,
  callbackURL: sitePathSchema.optional(),
});

/** GET /api/auth/reset-password/:token: the link in the reset mail. */
export const resetPasswordLinkParamsSchema = z.object({ token: authTokenSchema });
export const resetPasswordLinkQuerySchema = z.object({ callbackURL: sitePathSchema });

/** GET /api/auth/callback/:providerId: where a sign-in provider sends the browser back. */
export const oauthCallbackParamsSchema = z.object({ providerId: z.enum(socialProviderIds) });
export const oauthCallbackQuerySchema = z.object({
  code: providerValueSchema,
  state: providerValueSchema,
  error: providerValueSchema,
  error_description: providerValueSchema,
  iss: providerValueSchema,
});

/** GET /api/auth/error: where better-auth sends a sign-in it cannot even attribute to a provider. */
export const authErrorQuerySchema = z.object({
  error: z.string().max(ERROR_CODE_MAX_LENGTH).optional(),
});
