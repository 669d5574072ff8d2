import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { signUpMember, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { AUTH_BASE_PATH, servedAuthPaths, unservedAuthPaths } from './auth-endpoints';

const ctx = useTestApp();
const NAME = 'Test Member';
let member: { cookie: string; userId: string };

beforeAll(async () => {
  member = await signUpMember(ctx.app, { email: 'member@example.com', name: NAME });
});

/** A JSON write from the app's own page, signed in as the member. */
function postJson(url: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_APP_URL, 'content-type': 'application/json', cookie: member.cookie },
    payload: JSON.stringify(payload),
  });
}

function get(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
}

async function storedNames() {
  const [user] = await ctx.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, member.userId));
  const [profile] = await ctx.database.db
    .select({ name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, member.userId));
  return { user: user?.name, profile: profile?.name };
}

describe('better-auth endpoints Cofound does not use', () => {
  it.each([
    ['an object', { first: 'Ada' }],
    ['an array', ['Ada', 'Lovelace']],
    ['a number', 42],
    ['200,000 characters with CR/LF', `${'A'.repeat(200_000)}\r\nBcc: everyone@example.com`],
    ['null', null],
  ])('update-user answers 404 for a name that is %s, and the name stays', async (_, name) => {
    const response = await postJson('/api/auth/update-user', { name });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: POST /api/auth/update-user' },
    });
    expect(await storedNames()).toEqual({ user: NAME, profile: NAME });
  });

  it.each([
    ['POST', '/change-email', { newEmail: 'taken-over@example.com' }],
    [
      'POST',
      '/change-password',
      { currentPassword: 'correct-horse-42', newPassword: 'x'.repeat(9) },
    ],
    ['POST', '/delete-user', {}],
    ['POST', '/sign-up/email', { email: 'side@example.com', password: 'x'.repeat(9), name: 'S' }],
    ['POST', '/send-verification-email', { email: 'member@example.com' }],
    ['POST', '/sign-in/social', { provider: 'github' }],
    ['POST', '/revoke-sessions', {}],
    ['POST', '/revoke-other-sessions', {}],
    ['POST', '/update-session', {}],
    ['POST', '/verify-password', { password: 'correct-horse-42' }],
    ['POST', '/unlink-account', { providerId: 'credential' }],
    ['GET', '/get-session'],
    ['GET', '/list-sessions'],
    ['GET', '/list-accounts'],
    ['GET', '/account-info'],
    ['GET', '/ok'],
    ['GET', '/sign-in/email'],
  ])('%s %s answers 404 in the error shape', async (method, path, payload?: object) => {
    const url = `${AUTH_BASE_PATH}${path}`;
    const response = method === 'GET' ? await get(url) : await postJson(url, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('leaves the member signed in: none of those calls reached better-auth', async () => {
    const session = await get('/api/session');
    expect(session.json().user?.id).toBe(member.userId);
  });

  it('are switched off in better-auth too, for its own handler', async () => {
    for (const path of ['/update-user', '/get-session', '/list-sessions', '/sign-up/email']) {
      const response = await ctx.app.auth.handler(
        new Request(`${TEST_APP_URL}${AUTH_BASE_PATH}${path}`, {
          method: path.startsWith('/get') || path.startsWith('/list') ? 'GET' : 'POST',
          headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
          body: path.startsWith('/get') || path.startsWith('/list') ? undefined : '{}',
        }),
      );
      expect(response.status, path).toBe(404);
    }
  });

  it('covers every endpoint better-auth has: each is served or switched off', () => {
    const endpointPaths = Object.values(ctx.app.auth.api)
      .map((endpoint) => (endpoint as { path?: unknown }).path)
      .filter((path): path is string => typeof path === 'string');
    expect([...new Set(endpointPaths)].sort()).toEqual(
      [...servedAuthPaths, ...unservedAuthPaths].sort(),
    );
  });
});

describe('the routes Cofound serves refuse malformed input with field errors', () => {
  it.each([
    [
      '/api/auth/sign-in/email',
      { email: 42, password: ['correct-horse-42'] },
      ['email', 'password'],
    ],
    [
      '/api/auth/sign-in/email',
      { email: 'a@b.c', password: 'x'.repeat(129) },
      ['email', 'password'],
    ],
    ['/api/auth/sign-in/email', null, ['_']],
    ['/api/auth/sign-out', { callbackURL: 'https://evil.example' }, ['_']],
    ['/api/auth/sign-out', ['sign', 'out'], ['_']],
    [
      '/api/auth/request-password-reset',
      { email: { $ne: '' }, redirectTo: 'https://evil.example/steal' },
      ['email', 'redirectTo'],
    ],
    [
      '/api/auth/request-password-reset',
      { email: 'member@example.com', redirectTo: 42 },
      ['redirectTo'],
    ],
    ['/api/auth/reset-password', { newPassword: 12345678, token: null }, ['newPassword', 'token']],
    [
      '/api/auth/reset-password',
      { newPassword: 'short', token: 'x'.repeat(5000) },
      ['newPassword', 'token'],
    ],
  ])('POST %s with %j', async (url, payload, fields) => {
    const response = await postJson(url, payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors).sort()).toEqual(fields);
  });

  it.each([
    ['/api/auth/verify-email?token=a&token=b&callbackURL=//evil.example', ['callbackURL', 'token']],
    ['/api/auth/verify-email', ['token']],
    [`/api/auth/verify-email?token=${'x'.repeat(3000)}`, ['token']],
    ['/api/auth/reset-password/abc?callbackURL=https://evil.example', ['callbackURL']],
    ['/api/auth/reset-password/abc', ['callbackURL']],
    ['/api/auth/callback/myspace?code=abc&state=def', ['providerId']],
    ['/api/auth/callback/github?code=a&code=b', ['code']],
    ['/api/auth/error?error=a&error=b', ['error']],
  ])('GET %s', async (url, fields) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors).sort()).toEqual(fields);
  });

  it('signs out with no body or an empty one', async () => {
    const { cookie } = await signUpMember(ctx.app, { email: 'leaving@example.com' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});

describe('a social sign-in better-auth cannot tie to one it started', () => {
  it('goes through its error page to the web, which offers the way back', async () => {
    const callback = await get('/api/auth/callback/github?code=stale-code');
    expect(callback.statusCode).toBe(302);
    const errorPage = new URL(callback.headers.location as string);
    expect(errorPage.pathname).toBe('/api/auth/error');

    const landing = await get(`${errorPage.pathname}${errorPage.search}`);
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe(
      `/auth/callback?error=1&error=${errorPage.searchParams.get('error')}`,
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes each auth route, tagged auth, and no wildcard', async () => {
    const document = (await get('/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const authPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/auth'));
    expect(authPaths.sort()).toEqual(
      [
        '/api/auth/callback/{providerId}',
        '/api/auth/error',
        '/api/auth/request-password-reset',
        '/api/auth/reset-password',
        '/api/auth/reset-password/{token}',
        '/api/auth/sign-in/email',
        '/api/auth/sign-out',
        '/api/auth/verify-email',
      ].sort(),
    );
    for (const path of authPaths) {
      for (const operation of Object.values(document.paths[path] ?? {})) {
        expect(operation.tags).toEqual(['auth']);
        expect(operation.summary).toEqual(expect.any(String));
      }
    }
  });
});
