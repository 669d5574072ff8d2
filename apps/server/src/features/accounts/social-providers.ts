import type { BetterAuthOptions } from 'better-auth';
import { authorizationCodeRequest, getOAuth2Tokens, type OAuth2Tokens } from 'better-auth/oauth2';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import {
  socialProviderIds,
  type SocialProviderId,
} from '@cofound/shared/accounts/providers.schemas';
import type { Env } from '../../config/env';

export type SocialSignInOptions = {
  plugins: NonNullable<BetterAuthOptions['plugins']>;
  configured: Record<SocialProviderId, boolean>;
};

/** The OpenID Connect scopes both OIDC providers are asked for. */
export const OIDC_SCOPES = ['openid', 'email', 'profile'];

/** GitHub: the profile, and the addresses with whether GitHub has verified each. */
export const GITHUB_SCOPES = ['read:user', 'user:email'];

/** How long one call to GitHub (token exchange, /user, /user/emails) may take. */
const GITHUB_TIMEOUT_MS = 10_000;

export function isSocialProviderId(value: string): value is SocialProviderId {
  return (socialProviderIds as readonly string[]).includes(value);
}

/** A provider is offered only when both its client id and its secret are set (not blank). */
export function configuredSocialProviders(env: Env): Record<SocialProviderId, boolean> {
  const both = (id: string | undefined, secret: string | undefined) =>
    Boolean(id?.trim() && secret?.trim());
  return {
    google: both(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    github: both(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    linkedin: both(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
  };
}

function claim(profile: Record<string, unknown>, key: string): string | undefined {
  const value = profile[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Standard OIDC claims (from the verified ID token, or the userinfo endpoint when the token
 * carries no email) to our user fields. A provider that sends no name still yields one, so the
 * profile created on first sign-in never has an empty name.
 */
export type MappedUser = { name: string; emailVerified: boolean; email?: string; image?: string };

export function mapOidcProfile(profile: Record<string, unknown>): MappedUser {
  const email = claim(profile, 'email');
  const joined = [claim(profile, 'given_name'), claim(profile, 'family_name')]
    .filter(Boolean)
    .join(' ');
  const verified = profile.email_verified ?? profile.emailVerified;
  const mapped: MappedUser = {
    name: claim(profile, 'name') ?? (joined || email?.split('@')[0] || 'Member'),
    emailVerified: verified === true || verified === 'true',
  };
  // better-auth spreads this over its own mapping: leave out what we do not know.
  if (email) mapped.email = email.toLowerCase();
  const picture = claim(profile, 'picture');
  if (picture) mapped.image = picture;
  return mapped;
}

/** The fields of GitHub's GET /user that sign-in reads (the whole answer is kept as the profile). */
export type GitHubUser = {
  id: number | string;
  login?: string | null;
  name?: string | null;
  email?: string | null;
  avatar_url?: string | null;
  [key: string]: unknown;
};
/** One entry of GitHub's GET /user/emails. */
export type GitHubEmail = { email: string; primary?: boolean; verified?: boolean };

/**
 * GitHub's user and addresses as better-auth's profile, as its built-in GitHub provider reads
 * them: the public address, else the primary one, verified only when GitHub says so for that
 * address. The provider's subject is the numeric user id (as text), never the login, which can
 * be renamed.
 */
export function mapGitHubProfile(user: GitHubUser, emails: GitHubEmail[] | null) {
  const email = user.email || (emails?.find((entry) => entry.primary) ?? emails?.[0])?.email;
  return {
    ...user,
    id: String(user.id),
    name: user.name || user.login || '',
    email: email ?? undefined,
    emailVerified: emails?.find((entry) => entry.email === email)?.verified === true,
    image: user.avatar_url ?? undefined,
  };
}

/** A base URL and a path under it; a base with a path of its own keeps it (…/api/v3/user). */
export function underBase(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

async function gitHubApiGet(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${accessToken}`,
      'user-agent': 'Cofound',
    },
    redirect: 'error',
    signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
  });
  return response.ok ? response.json() : null;
}

/**
 * GitHub is plain OAuth 2 (no discovery, no ID token), set up through generic OAuth like the
 * other two so that its endpoints come from the environment (GITHUB_OAUTH_URL, GITHUB_API_URL)
 * and the same flow runs against a local stand-in in tests. Same provider id, callback path
 * and account key (the numeric GitHub user id) as better-auth's built-in GitHub provider.
 */
export function gitHubOAuthConfig(env: Env): GenericOAuthConfig<SocialProviderId> {
  const clientId = env.GITHUB_CLIENT_ID!;
  const clientSecret = env.GITHUB_CLIENT_SECRET!;
  const tokenUrl = underBase(env.GITHUB_OAUTH_URL, '/login/oauth/access_token');
  return {
    providerId: 'github',
    name: 'GitHub',
    clientId,
    clientSecret,
    authorizationUrl: underBase(env.GITHUB_OAUTH_URL, '/login/oauth/authorize'),
    tokenUrl,
    userInfoUrl: underBase(env.GITHUB_API_URL, '/user'),
    scopes: GITHUB_SCOPES,
    pkce: true,
    // GitHub answers a refused code with 200 and {"error": ...}: that is a failed exchange.
    getToken: async ({ code, codeVerifier, redirectURI }): Promise<OAuth2Tokens> => {
      const request = await authorizationCodeRequest({
        code,
        codeVerifier,
        redirectURI,
        options: { clientId, clientSecret },
      });
      const response = await fetch(tokenUrl, {
        method: 'POST',
        body: request.body,
        headers: request.headers,
        redirect: 'error',
        signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
      });
      const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok || !data || 'error' in data || typeof data.access_token !== 'string') {
        throw new Error(`GitHub token exchange failed (${response.status})`);
      }
      return getOAuth2Tokens(data);
    },
    getUserInfo: async (tokens) => {
      if (!tokens.accessToken) return null;
      try {
        const user = (await gitHubApiGet(
          underBase(env.GITHUB_API_URL, '/user'),
          tokens.accessToken,
        )) as GitHubUser | null;
        if (!user || (typeof user.id !== 'number' && typeof user.id !== 'string')) return null;
        const emails = await gitHubApiGet(
          underBase(env.GITHUB_API_URL, '/user/emails'),
          tokens.accessToken,
        );
        return mapGitHubProfile(user, Array.isArray(emails) ? (emails as GitHubEmail[]) : null);
      } catch {
        // Unreachable or not JSON: the callback fails with unable_to_get_user_info.
        return null;
      }
    },
  };
}

/** The better-auth options for the social providers this server has credentials for. */
export function socialSignInOptions(env: Env): SocialSignInOptions {
  const configured = configuredSocialProviders(env);
  const providers: GenericOAuthConfig<SocialProviderId>[] = [];

  if (configured.google) {
    providers.push({
      providerId: 'google',
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      discoveryUrl: env.GOOGLE_DISCOVERY_URL,
      // Refuse to fall back to unverified token decoding if discovery lacks issuer/JWKS.
      requireIdTokenVerification: true,
      scopes: OIDC_SCOPES,
      pkce: true,
      mapProfileToUser: mapOidcProfile,
    });
  }
  if (configured.github) providers.push(gitHubOAuthConfig(env));
  if (configured.linkedin) {
    providers.push({
      providerId: 'linkedin',
      name: 'LinkedIn',
      clientId: env.LINKEDIN_CLIENT_ID!,
      clientSecret: env.LINKEDIN_CLIENT_SECRET!,
      discoveryUrl: env.LINKEDIN_DISCOVERY_URL,
      requireIdTokenVerification: true,
      scopes: OIDC_SCOPES,
      // LinkedIn supports PKCE only for native apps it enabled one by one, and does not echo
      // the OIDC nonce in its ID token; state (a signed cookie) still binds the flow.
      pkce: false,
      disableIdTokenNonceBinding: true,
      mapProfileToUser: mapOidcProfile,
    });
  }

  const plugins: SocialSignInOptions['plugins'] =
    providers.length > 0 ? [genericOAuth({ config: providers })] : [];
  return { plugins, configured };
}
