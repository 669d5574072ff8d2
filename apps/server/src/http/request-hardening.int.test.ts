import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, messages, profiles, reports, savedProfiles } from '../db/schema';
import { memberKit, type Member } from '../test/member-kit';
import { fromApp, TEST_APP_URL } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { sameOriginMessages } from './same-origin';

const ctx = useTestApp();
const kit = memberKit(ctx);

let ada: Member;
let bob: Member;

beforeAll(async () => {
  ada = await kit.member({ name: 'Ada' });
  bob = await kit.member({ name: 'Bob' });
});

const savedRows = async () =>
  ctx.database.db.select().from(savedProfiles).where(eq(savedProfiles.userId, ada.userId));

describe('the same-origin rule for writes', () => {
  const crossSite = [
    ['a sibling subdomain', { origin: 'http://evil.localhost:3000' }],
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['an opaque origin', { origin: 'null' }],
    ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ['a client that says nothing', {}],
  ] as const;

  for (const [who, headers] of crossSite) {
    it(`refuses ${who} with 403 and changes nothing`, async () => {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/matching/saved/${bob.profileId}`,
        headers: { ...headers, cookie: ada.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: sameOriginMessages.crossSite },
      });
      expect(await savedRows()).toEqual([]);
    });
  }

  it('refuses a text/plain form post from the app origin (a cross-site form can send it)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { origin: TEST_APP_URL, cookie: ada.cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ profileId: bob.profileId }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(sameOriginMessages.contentType);
    const rows = await ctx.database.db
      .select()
      .from(connections)
      .where(eq(connections.senderId, ada.userId));
    expect(rows).toEqual([]);
  });

  it('refuses a url-encoded form post and a multipart post to a route that takes no upload', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: { ...fromApp(ada.cookie), 'content-type': type },
        payload: 'profileId=x&reason=spam',
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await ctx.database.db.select().from(reports)).toEqual([]);
  });

  it('accepts the app itself: by Origin (either loopback name) or by Sec-Fetch-Site', async () => {
    const byOrigin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matching/saved/${bob.profileId}`,
      headers: fromApp(ada.cookie),
    });
    expect(byOrigin.statusCode).toBeLessThan(300);
    const byTwin = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/matching/saved/${bob.profileId}`,
      headers: { origin: 'http://127.0.0.1:3000', cookie: ada.cookie },
    });
    expect(byTwin.statusCode).toBeLessThan(300);
    const byFetchMetadata = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matching/saved/${bob.profileId}`,
      headers: { 'sec-fetch-site': 'same-origin', cookie: ada.cookie },
    });
    expect(byFetchMetadata.statusCode).toBeLessThan(300);
    expect(await savedRows()).toHaveLength(1);
  });

  it('checks before anything else, so a cross-site caller learns nothing about sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      payload: { profileId: bob.profileId },
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves reads alone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { origin: 'http://evil.example', cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the one string rule', () => {
  const NUL = '\u0000';

  it('answers a NUL in a profile field with a 400 field error and stores nothing', async () => {
    const before = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, ada.userId));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      headers: fromApp(ada.cookie),
      payload: { name: `Ada${NUL}`, bio: 'fine', skills: ['Go', `Rust${NUL}`] },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['name', 'skills.1']);
    const after = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, ada.userId));
    expect(after).toEqual(before);
  });

  it('answers a lone surrogate in a message or a report with a 400 field error', async () => {
    const loneSurrogate = '{"body":"hi \\ud83d"}';
    const message = await ctx.app.inject({
      method: 'POST',
      url: `/api/messages/${bob.profileId}`,
      headers: { ...fromApp(ada.cookie), 'content-type': 'application/json' },
      payload: loneSurrogate,
    });
    expect(message.statusCode).toBe(400);
    expect(message.json().error.fieldErrors).toHaveProperty('body');
    expect(await ctx.database.db.select().from(messages)).toEqual([]);

    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: fromApp(ada.cookie),
      payload: { profileId: bob.profileId, reason: 'spam', details: `x${NUL}y` },
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().error.fieldErrors).toHaveProperty('details');
    expect(await ctx.database.db.select().from(reports)).toEqual([]);
  });

  it('answers NUL in the search and filter parameters of the public discover list with 400', async () => {
    for (const query of ['q=%00', 'industry=AI%00', 'skills=Go&skills=%00x', 'timeZone=UTC%00']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/discover?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers NUL in a path parameter with 400, and keeps 401 first for signed-out callers', async () => {
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/messages/%00',
      headers: fromApp(ada.cookie),
    });
    expect(signedIn.statusCode).toBe(400);
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/messages/%00' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps well-formed text from every script and emoji', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/discover?q=${encodeURIComponent('Zoë 🚀 日本')}`,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('caching of API answers', () => {
  it('marks answers that carry session data no-store', async () => {
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: ada.cookie },
    });
    expect(session.headers['cache-control']).toBe('no-store');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: fromApp(),
      payload: { email: ada.email, password: 'correct-horse-42' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
  });
});
