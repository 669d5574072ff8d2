import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import {
  configuredSocialProviders,
  isSocialProviderId,
  mapOidcProfile,
  socialSignInOptions,
} from './social-providers';
import {
  DEFAULT_RETURN_PATH,
  providerNotConfiguredUrl,
  safeReturnPath,
  socialCallbackUrls,
} from './social.routes';

function env(overrides: Record<string, string> = {}) {
  return loadEnv({ NODE_ENV: 'test', ...overrides });
}

describe('configured providers', () => {
  it('offers none without credentials', () => {
    const options = socialSignInOptions(env());
    expect(options.configured).toEqual({ google: false, github: false, linkedin: false });
    expect(options.plugins).toEqual([]);
    expect(options.socialProviders).toEqual({});
  });

  it('needs both the client id and the secret', () => {
    expect(configuredSocialProviders(env({ GOOGLE_CLIENT_ID: 'id' })).google).toBe(false);
    expect(configuredSocialProviders(env({ GITHUB_CLIENT_SECRET: 'secret' })).github).toBe(false);
    expect(
      configuredSocialProviders(env({ LINKEDIN_CLIENT_ID: ' ', LINKEDIN_CLIENT_SECRET: 'secret' }))
        .linkedin,
    ).toBe(false);
  });

  it('adds GitHub as a built-in provider and Google/LinkedIn through generic OAuth', () => {
    const options = socialSignInOptions(
      env({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'gs',
        GITHUB_CLIENT_ID: 'h',
        GITHUB_CLIENT_SECRET: 'hs',
      }),
    );
    expect(options.configured).toEqual({ google: true, github: true, linkedin: false });
    expect(Object.keys(options.socialProviders)).toEqual(['github']);
    expect(options.plugins.map((plugin) => plugin.id)).toEqual(['generic-oauth']);
    const config = (
      options.plugins[0] as unknown as { options?: { config: { providerId: string }[] } }
    ).options?.config;
    expect(config?.map((provider) => provider.providerId)).toEqual(['google']);
  });

  it('configures Google and LinkedIn from their discovery documents', () => {
    const options = socialSignInOptions(
      env({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'gs',
        LINKEDIN_CLIENT_ID: 'l',
        LINKEDIN_CLIENT_SECRET: 'ls',
        LINKEDIN_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
      }),
    );
    const config = (
      options.plugins[0] as unknown as {
        options: {
          config: {
            providerId: string;
            discoveryUrl?: string;
            scopes?: string[];
            pkce?: boolean;
          }[];
        };
      }
    ).options.config;
    expect(
      config.map(({ providerId, discoveryUrl, scopes, pkce }) => ({
        providerId,
        discoveryUrl,
        scopes,
        pkce,
      })),
    ).toEqual([
      {
        providerId: 'google',
        discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      },
      {
        providerId: 'linkedin',
        discoveryUrl: 'http://127.0.0.1:9/.well-known/openid-configuration',
        scopes: ['openid', 'email', 'profile'],
        pkce: false,
      },
    ]);
  });

  it('knows the three provider ids only', () => {
    expect(['google', 'github', 'linkedin'].every(isSocialProviderId)).toBe(true);
    expect(isSocialProviderId('facebook')).toBe(false);
    expect(isSocialProviderId('__proto__')).toBe(false);
  });
});

describe('OIDC profile mapping', () => {
  it('maps the standard claims', () => {
    expect(
      mapOidcProfile({
        sub: '1',
        email: 'Ada@Example.com',
        name: 'Ada Lovelace',
        picture: 'https://example.com/ada.png',
        email_verified: true,
      }),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      image: 'https://example.com/ada.png',
      emailVerified: true,
    });
  });

  it('falls back to given and family name, then the email, and reads "true" as verified', () => {
    expect(
      mapOidcProfile({
        sub: '1',
        email: 'ada@example.com',
        given_name: 'Ada',
        family_name: 'L',
        email_verified: 'true',
      }),
    ).toEqual({ name: 'Ada L', email: 'ada@example.com', emailVerified: true });
    expect(mapOidcProfile({ sub: '1', email: 'grace@example.com' })).toEqual({
      name: 'grace',
      email: 'grace@example.com',
      emailVerified: false,
    });
  });
});

describe('safe return path', () => {
  it.each(['/connections', '/profile?welcome=true', '/messages/42#latest', '/'])(
    'keeps the same-site path %s',
    (from) => expect(safeReturnPath(from)).toBe(from),
  );

  it.each([
    undefined,
    '',
    'connections',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/api/auth/sign-out',
    '/api',
    `/${'a'.repeat(600)}`,
  ])('replaces %j with /dashboard', (from) => {
    expect(safeReturnPath(from)).toBe(DEFAULT_RETURN_PATH);
  });

  it('builds the callback and error URLs for the web', () => {
    expect(socialCallbackUrls('google', '/connections')).toEqual({
      callbackURL: '/auth/callback?from=%2Fconnections',
      errorCallbackURL: '/auth/callback?error=1&provider=google&from=%2Fconnections',
    });
    expect(socialCallbackUrls('github', '//evil.example').callbackURL).toBe(
      '/auth/callback?from=%2Fdashboard',
    );
    expect(providerNotConfiguredUrl('linkedin')).toBe(
      '/signin?error=provider_not_configured&provider=linkedin',
    );
  });
});
