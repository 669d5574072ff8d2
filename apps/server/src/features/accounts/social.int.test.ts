// Social sign-in end to end: a local OpenID Connect server (oauth2-mock-server) stands in for
// Google, and the app listens on a real port so the whole redirect chain runs over HTTP.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { CookieJar, freePort } from '../../test/oauth-browser';
import { buildTestApp, TEST_APP_URL } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

type Identity = { sub: string; email: string; name: string; email_verified: boolean };

describe('social sign-in against a local OpenID Connect server', () => {
  let mock: OAuth2Server;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let appUrl: string;
  let identity: Identity;
  let failTokenExchange: boolean;
  let denyAtAuthorize: boolean;

  beforeAll(async () => {
    mock = new OAuth2Server();
    await mock.issuer.keys.generate('RS256');
    await mock.start(0, '127.0.0.1');
    mock.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, identity);
    });
    mock.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { ...identity };
    });
    mock.service.on('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      if (!failTokenExchange) return;
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    mock.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      if (!denyAtAuthorize) return;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });

    database = await createTestDatabase();
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    app = await buildTestApp(database, {
      APP_URL: appUrl,
      GOOGLE_CLIENT_ID: 'cofound-test-client',
      GOOGLE_CLIENT_SECRET: 'cofound-test-secret',
      GOOGLE_DISCOVERY_URL: `${mock.issuer.url}/.well-known/openid-configuration`,
    });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await mock?.stop();
  });

  beforeEach(() => {
    identity = {
      sub: 'google-ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      email_verified: true,
    };
    failTokenExchange = false;
    denyAtAuthorize = false;
  });

  async function get(url: string, jar: CookieJar): Promise<Response> {
    const ours = new URL(url, appUrl).origin === appUrl;
    const response = await fetch(new URL(url, appUrl), {
      redirect: 'manual',
      headers: ours ? { cookie: jar.header() } : {},
    });
    if (ours) jar.store(response);
    return response;
  }

  /** Follows the redirects a browser would, up to the first page that is not the API's. */
  async function signInWithGoogle(from: string, jar = new CookieJar()) {
    const hops: string[] = [];
    let response = await get(
      `/api/accounts/social/google/start?from=${encodeURIComponent(from)}`,
      jar,
    );
    while (response.status === 302) {
      const location = new URL(response.headers.get('location')!, appUrl);
      hops.push(
        location.origin === appUrl ? location.pathname : `${location.origin}${location.pathname}`,
      );
      if (location.origin === appUrl && !location.pathname.startsWith('/api/')) {
        return { landing: location, hops, jar };
      }
      response = await get(location.toString(), jar);
    }
    throw new Error(`stopped at ${response.status}: ${await response.text()}`);
  }

  async function sessionOf(jar: CookieJar) {
    const response = await get('/api/session', jar);
    expect(response.status).toBe(200);
    return ((await response.json()) as { user: Record<string, unknown> | null }).user;
  }

  it('reports Google configured and GitHub and LinkedIn not', async () => {
    const response = await get('/api/accounts/providers', new CookieJar());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', configured: true },
        { id: 'github', name: 'GitHub', configured: false },
        { id: 'linkedin', name: 'LinkedIn', configured: false },
      ],
    });
  });

  it('sends an unconfigured provider back to /signin with an explanation code', async () => {
    const response = await get(
      '/api/accounts/social/github/start?from=/connections',
      new CookieJar(),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/signin?error=provider_not_configured&provider=github',
    );
  });

  it('answers 404 for a provider it does not know', async () => {
    const response = await get('/api/accounts/social/myspace/start', new CookieJar());
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('starts at the provider with state, PKCE, nonce and the OpenID scopes', async () => {
    const jar = new CookieJar();
    const response = await get('/api/accounts/social/google/start?from=/connections', jar);
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${mock.issuer.url}/authorize`);
    const query = location.searchParams;
    expect(query.get('client_id')).toBe('cofound-test-client');
    expect(query.get('redirect_uri')).toBe(`${appUrl}/api/auth/callback/google`);
    expect(query.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(jar.names().length).toBeGreaterThan(0);
  });

  it('signs a new member in, creates the profile and lands where they came from', async () => {
    const { landing, hops, jar } = await signInWithGoogle('/connections');

    expect(hops).toEqual([
      `${mock.issuer.url}/authorize`,
      '/api/auth/callback/google',
      '/auth/callback',
    ]);
    expect(landing.search).toBe('?from=%2Fconnections');
    expect(jar.names().some((name) => name.endsWith('session_token'))).toBe(true);

    const user = await sessionOf(jar);
    expect(user).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      emailVerified: true,
      role: 'user',
    });
    expect(user?.profileId).toEqual(expect.any(String));
  });

  it('reuses the same member on the next sign-in with the same identity', async () => {
    const first = await sessionOf((await signInWithGoogle('/dashboard')).jar);
    const second = await sessionOf((await signInWithGoogle('/dashboard')).jar);
    expect(second?.id).toBe(first?.id);
    expect(second?.profileId).toBe(first?.profileId);
  });

  it('gives a suspended member no session and says why', async () => {
    identity = { sub: 'google-sus', email: 'sus@example.com', name: 'Sus', email_verified: true };
    const first = await sessionOf((await signInWithGoogle('/dashboard')).jar);
    await database.db
      .update(profiles)
      .set({ status: 'suspended' })
      .where(eq(profiles.id, String(first?.profileId)));

    const { landing, jar } = await signInWithGoogle('/dashboard');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.getAll('error')).toEqual(['1', 'ACCOUNT_SUSPENDED']);
    expect(await sessionOf(jar)).toBeNull();
  });

  it('never returns to another site', async () => {
    const { landing } = await signInWithGoogle('//evil.example/steal');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('from')).toBe('/dashboard');
  });

  it('lands on the error callback when the person refuses at the provider', async () => {
    denyAtAuthorize = true;
    const { landing, jar } = await signInWithGoogle('/connections');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.getAll('error')).toEqual(['1', 'access_denied']);
    expect(landing.searchParams.get('provider')).toBe('google');
    expect(landing.searchParams.get('from')).toBe('/connections');
    expect(await sessionOf(jar)).toBeNull();
  });

  it('lands on the error callback when the token exchange fails', async () => {
    failTokenExchange = true;
    identity = { ...identity, sub: 'google-nobody', email: 'nobody@example.com' };
    const { landing, jar } = await signInWithGoogle('/connections');
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('error')).toBe('1');
    expect(landing.searchParams.get('provider')).toBe('google');
    expect(await sessionOf(jar)).toBeNull();
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'nobody@example.com'));
    expect(row).toBeUndefined();
  });

  it('links Google to an existing account only once its email is verified', async () => {
    // Someone registered the address with a password and never proved they own it.
    const userId = randomUUID();
    await database.db
      .insert(users)
      .values({ id: userId, name: 'Grace', email: 'grace@example.com', emailVerified: false });
    identity = {
      sub: 'google-grace',
      email: 'grace@example.com',
      name: 'Grace H',
      email_verified: true,
    };

    const refused = await signInWithGoogle('/connections');
    expect(refused.landing.searchParams.getAll('error')).toEqual(['1', 'account_not_linked']);
    expect(await sessionOf(refused.jar)).toBeNull();

    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    const linked = await signInWithGoogle('/connections');
    expect(linked.landing.searchParams.get('error')).toBeNull();
    expect((await sessionOf(linked.jar))?.id).toBe(userId);
  });
});

describe('GitHub and a provider that cannot be reached', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database, {
      LINKEDIN_CLIENT_ID: 'cofound-test-client',
      LINKEDIN_CLIENT_SECRET: 'cofound-test-secret',
      LINKEDIN_DISCOVERY_URL: `http://127.0.0.1:${await freePort()}/.well-known/openid-configuration`,
      GITHUB_CLIENT_ID: 'cofound-github-client',
      GITHUB_CLIENT_SECRET: 'cofound-github-secret',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('starts GitHub at github.com when no other address is configured', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/accounts/social/github/start?from=/connections',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(location.searchParams.get('client_id')).toBe('cofound-github-client');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${TEST_APP_URL}/api/auth/callback/github`,
    );
    expect(response.headers['set-cookie']).toBeDefined();
  });

  it('sends the browser to the error callback when discovery fails', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/accounts/social/linkedin/start?from=/profile',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://cofound.invalid');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.getAll('error')).toEqual(['1', 'start_failed']);
    expect(location.searchParams.get('provider')).toBe('linkedin');
    expect(location.searchParams.get('from')).toBe('/profile');
  });
});
