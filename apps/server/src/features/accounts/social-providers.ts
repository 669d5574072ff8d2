import type { BetterAuthOptions } from 'better-auth';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins';
import {
  socialProviderIds,
  type SocialProviderId,
} from '@cofound/shared/accounts/providers.schemas';
import type { Env } from '../../config/env';

export type SocialSignInOptions = {
  socialProviders: NonNullable<BetterAuthOptions['socialProviders']>;
  plugins: NonNullable<BetterAuthOptions['plugins']>;
  configured: Record<SocialProviderId, boolean>;
};

/** The OpenID Connect scopes both OIDC providers are asked for. */
export const OIDC_SCOPES = ['openid', 'email', 'profile'];

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

/** The better-auth options for the social providers this server has credentials for. */
export function socialSignInOptions(env: Env): SocialSignInOptions {
  const configured = configuredSocialProviders(env);
  const oidc: GenericOAuthConfig<SocialProviderId>[] = [];

  if (configured.google) {
    oidc.push({
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
  if (configured.linkedin) {
    oidc.push({
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

  const socialProviders: SocialSignInOptions['socialProviders'] = {};
  if (configured.github) {
    // GitHub is plain OAuth2 (no discovery, no ID token): better-auth's built-in provider reads
    // /user and /user/emails and reports whether the primary email is verified.
    socialProviders.github = {
      clientId: env.GITHUB_CLIENT_ID!,
      clientSecret: env.GITHUB_CLIENT_SECRET!,
    };
  }

  const plugins: SocialSignInOptions['plugins'] =
    oidc.length > 0 ? [genericOAuth({ config: oidc })] : [];
  return { socialProviders, plugins, configured };
}
