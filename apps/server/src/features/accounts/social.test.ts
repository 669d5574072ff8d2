import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import {
  configuredSocialProviders,
  GITHUB_SCOPES,
  isSocialProviderId,
  mapGitHubProfile,
  mapOidcProfile,
  socialSignInOptions,
  underBase,
} from './social-providers';
import {
  DEFAULT_RETURN_PATH,
  providerNotConfiguredUrl,
  safeReturnPath,
  socialCallbackUrls,
} from './social.routes';
import { linkReturnUrls } from './linked-accounts.service';

function env(overrides: Record<string, string> = {}) {
  return loadEnv({ NODE_ENV: 'test', ...overrides });
}

describe('configured providers', () => {
  it('offers none without credentials', () => {
    const options = socialSignInOptions(env());
    expect(options.configured).toEqual({ google: false, github: false, linkedin: false });
    expect(options.plugins).toEqual([]);
  });

  it('needs both the client id and the secret', () => {
    expect(configuredSocialProviders(env({ GOOGLE_CLIENT_ID: 'id' })).google).toBe(false);
    expect(configuredSocialProviders(env({ GITHUB_CLIENT_SECRET: 'secret' })).github).toBe(false);
    expect(
      configuredSocialProviders(env({ LINKEDIN_CLIENT_ID: ' ', LINKEDIN_CLIENT_SECRET: 'secret' }))
        .linkedin,
    ).toBe(false);
  });

  it('adds every configured provider, GitHub too, through generic OAuth', () => {
    const options = socialSignInOptions(
      env({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 'gs',
        GITHUB_CLIENT_ID: 'h',
        GITHUB_CLIENT_SECRET: 'hs',
      }),
    );
    expect(options.configured).toEqual({ google: true, github: true, linkedin: false });
    expect(options.plugins.map((plugin) => plugin.id)).toEqual(['generic-oauth']);
    const config = (
      options.plugins[0] as unknown as { options?: { config: { providerId: string }[] } }
    ).options?.config;
    expect(config?.map((provider) => provider.providerId)).toEqual(['google', 'github']);
  });

  it("points GitHub at github.com by default, and at another server's address when told", () => {
    const githubConfig = (overrides: Record<string, string>) =>
      (
        socialSignInOptions(
          env({ GITHUB_CLIENT_ID: 'h', GITHUB_CLIENT_SECRET: 'hs', ...overrides }),
        ).plugins[0] as unknown as {
          options: {
            config: {
              providerId: string;
              authorizationUrl?: string;
              tokenUrl?: string;
              userInfoUrl?: string;
              scopes?: string[];
              pkce?: boolean;
              discoveryUrl?: string;
            }[];
          };
        }
      ).options.config[0]!;
    const byDefault = githubConfig({});
    expect(byDefault).toMatchObject({
      providerId: 'github',
      authorizationUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userInfoUrl: 'https://api.github.com/user',
      scopes: GITHUB_SCOPES,
      pkce: true,
    });
    expect(byDefault.discoveryUrl).toBeUndefined();
    expect(
      githubConfig({
        GITHUB_OAUTH_URL: 'https://git.example.com/',
        GITHUB_API_URL: 'https://git.example.com/api/v3',
      }),
    ).toMatchObject({
      authorizationUrl: 'https://git.example.com/login/oauth/authorize',
      tokenUrl: 'https://git.example.com/login/oauth/access_token',
      userInfoUrl: 'https://git.example.com/api/v3/user',
    });
    expect(underBase('https://api.github.com', '/user/emails')).toBe(
      'https://api.github.com/user/emails',
    );
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

describe('GitHub profile mapping', () => {
  const user = { id: 42, login: 'ada', name: 'Ada Lovelace', email: null, avatar_url: 'a.png' };

  it('keys the account on the numeric id and takes the primary address, verified or not', () => {
    const mapped = mapGitHubProfile(user, [
      { email: 'old@example.com', primary: false, verified: true },
      { email: 'ada@example.com', primary: true, verified: true },
    ]);
    expect(mapped).toMatchObject({
      id: '42',
      login: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      emailVerified: true,
      image: 'a.png',
    });
    expect(
      mapGitHubProfile(user, [{ email: 'ada@example.com', primary: true, verified: false }])
        .emailVerified,
    ).toBe(false);
  });

  it('prefers the public address, verified only when GitHub lists it as verified', () => {
    const mapped = mapGitHubProfile({ ...user, email: 'public@example.com' }, [
      { email: 'ada@example.com', primary: true, verified: true },
    ]);
    expect(mapped.email).toBe('public@example.com');
    expect(mapped.emailVerified).toBe(false);
  });

  it('falls back to the login for a name, and has no address without /user/emails', () => {
    const mapped = mapGitHubProfile({ id: 7, login: 'grace', name: null }, null);
    expect(mapped).toMatchObject({ id: '7', name: 'grace', emailVerified: false });
    expect(mapped.email).toBeUndefined();
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

describe('link return URLs', () => {
  it('goes back to the page with ?linked or ?link_failed, dropping old outcome keys', () => {
    const urls = linkReturnUrls('github', '/profile?tab=accounts&linked=linkedin&error=x#top');
    expect(urls.callbackURL).toBe('/profile?tab=accounts&linked=github');
    expect(urls.errorCallbackURL).toBe('/profile?tab=accounts&link_failed=github');
    expect(urls.failedWith('session_not_fresh')).toBe(
      '/profile?tab=accounts&link_failed=github&error=session_not_fresh',
    );
  });

  it('falls back to /profile for a path that is not ours', () => {
    expect(linkReturnUrls('linkedin', 'https://evil.example/').callbackURL).toBe(
      '/profile?linked=linkedin',
    );
    expect(linkReturnUrls('linkedin', undefined).errorCallbackURL).toBe(
      '/profile?link_failed=linkedin',
    );
  });
});
