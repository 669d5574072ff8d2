import { z } from 'zod';
import { defineEndpoint, noContent } from '../contract/endpoint';
import {
  accountSessionsSchema,
  changePasswordRequestSchema,
  sessionIdParamsSchema,
} from './sessions.schemas';
import {
  linkedAccountsResponseSchema,
  providerParamsSchema,
  providersResponseSchema,
} from './providers.schemas';
import { signupRequestSchema, signupResponseSchema } from './signup.schemas';

const tags = ['accounts'] as const;

/**
 * Cofound's own account endpoints (better-auth's sign-in, sign-out and password reset have
 * explicit routes of their own under /api/auth). Sessions and password: a member, on their own.
 */
export const accountsContract = {
  /** Anyone: which social sign-ins this server has credentials for. */
  providers: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/providers',
    access: 'public',
    tags,
    summary: 'The social sign-in providers and whether this server has credentials for each',
    response: providersResponseSchema,
  }),
  /**
   * A member, on their own: the providers they can sign in with. Linking starts at
   * SOCIAL_LINK_PATH, a redirect rather than a JSON endpoint (providers.schemas.ts).
   */
  linkedAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/linked',
    access: 'member',
    tags,
    summary: 'Your linked sign-in providers, and which of them you may unlink',
    response: linkedAccountsResponseSchema,
  }),
  /** Refused when it is the member's last way to sign in, or their session is not fresh. */
  unlinkAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/accounts/linked/:provider',
    access: 'member',
    tags,
    summary: 'Unlink a sign-in provider; its verified badge goes with it',
    params: providerParamsSchema,
    status: 204,
    response: noContent('Unlinked'),
    errors: ['NOT_FOUND', 'CONFLICT', 'FORBIDDEN'],
  }),
  /** Anyone, rate limited per address. Creates the account and signs it in. */
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/signup',
    access: 'public',
    tags,
    summary: 'Sign up: account, profile and session in one step',
    body: signupRequestSchema,
    status: 201,
    response: signupResponseSchema,
    errors: ['CONFLICT'],
  }),
  /** A member: mails a fresh verification link (3 per 10 minutes per member). */
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/verification-email',
    access: 'member',
    tags,
    summary: 'Send the verification mail again',
    status: 204,
    response: noContent('Sent, or nothing to do: the address is verified'),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/password',
    access: 'member',
    tags,
    summary: 'Change your password; every other session of yours ends',
    body: changePasswordRequestSchema,
    response: z.object({ signedOutThisDevice: z.boolean() }),
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/accounts/sessions',
    access: 'member',
    tags,
    summary: 'The browsers you are signed in on',
    response: accountSessionsSchema,
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/accounts/sessions/:sessionId',
    access: 'member',
    tags,
    summary: 'Sign one of your sessions out (this one too)',
    params: sessionIdParamsSchema,
    status: 204,
    response: noContent('Signed out'),
    errors: ['NOT_FOUND'],
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/api/accounts/sessions/end-others',
    access: 'member',
    tags,
    summary: 'Sign out every other browser of yours',
    status: 204,
    response: noContent('The other sessions are ended'),
  }),
};
