// Verified badges end to end (docs/product.md#verified-badges): a member links GitHub (a local
// stand-in for its OAuth and REST endpoints) and LinkedIn (a local OpenID Connect server) through
// the same better-auth flows as sign-in, and the badges follow the account rows those flows write.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socialLinkPath, type SocialProviderId } from '@cofound/shared/accounts/providers.schemas';
import type { DatabaseHandle } from '../../db/client';
import { accounts, profiles, sessions } from '../../db/schema';
import { startGitHubStandIn, type GitHubStandInUser } from '../../test/github-stand-in';
import { oauthBrowser } from '../../test/oauth-browser';
import { profileUpdateBody } from '../../test/profile-update-body';
import { buildTestApp, fromApp, signUpMember, TEST_APP_URL } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

type OidcIdentity = { sub: string; email: string; name: string; email_verified: boolean };
type Member = { cookie: string; userId: string; profileId: string; email: string };

const GITHUB_CLIENT = { id: 'cofound-github-client', secret: 'cofound-github-secret' };

describe('verified badges through account linking', () => {
  let linkedin: OAuth2Server;
  let github: Awaited<ReturnType<typeof startGitHubStandIn>>;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let linkedinIdentity: OidcIdentity;
  let denyLinkedIn: boolean;
  let count = 0;

  beforeAll(async () => {
    linkedin = new OAuth2Server();
    await linkedin.issuer.keys.generate('RS256');
    await linkedin.start(0, '127.0.0.1');
    linkedin.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, linkedinIdentity);
    });
    linkedin.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { ...linkedinIdentity };
    });
    linkedin.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      if (!denyLinkedIn) return;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
    github = await startGitHubStandIn(GITHUB_CLIENT);

    database = await createTestDatabase();
    app = await buildTestApp(database, {
      GITHUB_CLIENT_ID: GITHUB_CLIENT.id,
      GITHUB_CLIENT_SECRET: GITHUB_CLIENT.secret,
      GITHUB_OAUTH_URL: github.url,
      GITHUB_API_URL: github.url,
      LINKEDIN_CLIENT_ID: 'cofound-linkedin-client',
      LINKEDIN_CLIENT_SECRET: 'cofound-linkedin-secret',
      LINKEDIN_DISCOVERY_URL: `${linkedin.issuer.url}/.well-known/openid-configuration`,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await github?.stop();
    await linkedin?.stop();
  });

  beforeEach(() => {
    count += 1;
    github.control.user = gitHubUser(1000 + count, `octo${count}@example.org`);
    github.control.denyAtAuthorize = false;
    github.control.failTokenExchange = false;
    linkedinIdentity = {
      sub: `linkedin-${count}`,
      email: `pro${count}@example.net`,
      name: 'Ada Lovelace',
      email_verified: true,
    };
    denyLinkedIn = false;
  });

  function gitHubUser(id: number, email: string, verified = true): GitHubStandInUser {
    return {
      id,
      login: `octo${id}`,
      name: 'Octo Cat',
      email: null,
      emails: [{ email, primary: true, verified }],
    };
  }

  /** A member with a password, signed in a moment ago. */
  async function member(): Promise<Member> {
    const email = `badge-${randomUUID().slice(0, 8)}@example.com`;
    return { ...(await signUpMember(app, { email, name: 'Badge Member' })), email };
  }

  async function badgesOf(userId: string) {
    const [row] = await database.db
      .select({ github: profiles.githubVerified, linkedin: profiles.linkedinVerified })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row;
  }

  async function accountsOf(userId: string) {
    const rows = await database.db
      .select({ providerId: accounts.providerId, accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    return rows.map((row) => `${row.providerId}:${row.accountId}`).sort();
  }

  /** The member's browser follows the link that starts linking (socialLinkPath). */
  function link(who: Member, provider: SocialProviderId, from = '/profile') {
    return oauthBrowser(app, who.cookie).follow(socialLinkPath(provider, from));
  }

  const as = (who: Member | null) => ({
    get: (url: string) =>
      app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} }),
    del: (url: string) => app.inject({ method: 'DELETE', url, headers: fromApp(who?.cookie) }),
  });

  it('signs in with GitHub through the configured endpoints, and that sign-in is a badge', async () => {
    github.control.user = gitHubUser(4242, 'octo@example.org');
    const browser = oauthBrowser(app);
    const { landing, hops } = await browser.follow(
      '/api/accounts/social/github/start?from=/dashboard',
    );
    expect(hops).toEqual([
      `${github.url}/login/oauth/authorize`,
      '/api/auth/callback/github',
      '/auth/callback',
    ]);
    expect(landing?.search).toBe('?from=%2Fdashboard');
    const authorize = github.control.lastAuthorize!;
    expect(authorize.get('redirect_uri')).toBe(`${TEST_APP_URL}/api/auth/callback/github`);
    expect(authorize.get('scope')?.split(' ').sort()).toEqual(['read:user', 'user:email']);
    expect(authorize.get('code_challenge_method')).toBe('S256');

    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: browser.jar.header() },
    });
    const user = session.json().user as { id: string; email: string; emailVerified: boolean };
    expect(user).toMatchObject({ email: 'octo@example.org', emailVerified: true });
    expect(await accountsOf(user.id)).toEqual(['github:4242']);
    expect(await badgesOf(user.id)).toEqual({ github: true, linkedin: false });
  });

  it('shows no badge until the link completes, then shows it to everyone', async () => {
    const ada = await member();
    const browser = oauthBrowser(app, ada.cookie);
    const start = await browser.get('/api/accounts/social/linkedin/link?from=/profile');
    expect(start.status).toBe(302);
    expect(`${start.location?.origin}${start.location?.pathname}`).toBe(
      `${linkedin.issuer.url}/authorize`,
    );
    expect(start.location?.searchParams.get('redirect_uri')).toBe(
      `${TEST_APP_URL}/api/auth/callback/linkedin`,
    );
    // Started, not completed: nothing is linked and no badge shows.
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: false });
    expect(await accountsOf(ada.userId)).toEqual([`credential:${ada.userId}`]);

    const { landing, hops } = await browser.follow(start.location!.toString());
    expect(hops).toEqual(['/api/auth/callback/linkedin', '/profile']);
    expect(landing?.search).toBe('?linked=linkedin');
    // Keyed on the provider's subject; the LinkedIn address differs from the member's own.
    expect(await accountsOf(ada.userId)).toEqual([
      `credential:${ada.userId}`,
      `linkedin:${linkedinIdentity.sub}`,
    ]);
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: true });

    const listed = await as(ada).get('/api/accounts/linked');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      hasPassword: true,
      providers: [
        { id: 'google', linked: false, configured: false, canUnlink: false, badge: false },
        { id: 'github', linked: false, configured: true, canUnlink: false, badge: true },
        { id: 'linkedin', linked: true, configured: true, canUnlink: true, badge: true },
      ],
    });
    const other = await member();
    const seen = await as(other).get(`/api/profiles/${ada.profileId}`);
    expect(seen.json()).toMatchObject({
      view: 'public',
      profile: { linkedinVerified: true, githubVerified: false },
    });
    // Still signed in as herself: linking made no session of its own.
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: browser.jar.header() },
    });
    expect(session.json().user.id).toBe(ada.userId);
  });

  it('links GitHub by its numeric user id and returns to the page it started from', async () => {
    const grace = await member();
    github.control.user = gitHubUser(777001, 'grace@example.org');
    const { landing } = await link(grace, 'github', '/profile?tab=accounts');
    expect(landing?.pathname).toBe('/profile');
    expect(landing?.search).toBe('?tab=accounts&linked=github');
    expect(await accountsOf(grace.userId)).toContain('github:777001');
    expect(await badgesOf(grace.userId)).toEqual({ github: true, linkedin: false });
  });

  it('sets nothing when the member refuses at the provider', async () => {
    const ada = await member();
    github.control.denyAtAuthorize = true;
    const refusedGitHub = await link(ada, 'github');
    expect(refusedGitHub.landing?.pathname).toBe('/profile');
    expect(refusedGitHub.landing?.searchParams.get('link_failed')).toBe('github');
    expect(refusedGitHub.landing?.searchParams.get('error')).toBe('access_denied');

    denyLinkedIn = true;
    const refusedLinkedIn = await link(ada, 'linkedin');
    expect(refusedLinkedIn.landing?.searchParams.get('link_failed')).toBe('linkedin');
    expect(refusedLinkedIn.landing?.searchParams.get('error')).toBe('access_denied');

    expect(await accountsOf(ada.userId)).toEqual([`credential:${ada.userId}`]);
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: false });
  });

  it('sets nothing when the code exchange fails', async () => {
    const ada = await member();
    github.control.failTokenExchange = true;
    const { landing } = await link(ada, 'github');
    expect(landing?.searchParams.get('link_failed')).toBe('github');
    expect(landing?.searchParams.get('error')).toBe('invalid_code');
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: false });
    expect(await accountsOf(ada.userId)).toEqual([`credential:${ada.userId}`]);
  });

  it('sets nothing for an identity whose address the provider has not verified', async () => {
    const ada = await member();
    github.control.user = gitHubUser(777002, 'unverified@example.org', false);
    const { landing } = await link(ada, 'github');
    expect(landing?.searchParams.get('error')).toBe('unable_to_link_account');
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: false });
    expect(await accountsOf(ada.userId)).toEqual([`credential:${ada.userId}`]);
  });

  it('refuses an identity that is already another member’s', async () => {
    const [first, second] = [await member(), await member()];
    github.control.user = gitHubUser(777003, 'shared@example.org');
    expect((await link(first, 'github')).landing?.searchParams.get('linked')).toBe('github');

    const { landing } = await link(second, 'github');
    expect(landing?.searchParams.get('link_failed')).toBe('github');
    expect(landing?.searchParams.get('error')).toBe('account_already_linked_to_different_user');
    expect(await badgesOf(second.userId)).toEqual({ github: false, linkedin: false });
    expect(await accountsOf(second.userId)).toEqual([`credential:${second.userId}`]);
    expect(await badgesOf(first.userId)).toEqual({ github: true, linkedin: false });

    // The same for an identity someone signed up with.
    linkedinIdentity = { ...linkedinIdentity, sub: 'linkedin-signed-up' };
    const signedUp = await oauthBrowser(app).follow(
      '/api/accounts/social/linkedin/start?from=/dashboard',
    );
    expect(signedUp.landing?.searchParams.get('error')).toBeNull();
    const refused = await link(second, 'linkedin');
    expect(refused.landing?.searchParams.get('error')).toBe(
      'account_already_linked_to_different_user',
    );
    expect(await badgesOf(second.userId)).toEqual({ github: false, linkedin: false });
  });

  it('starts no second link of a provider, nor one from a stale session or another site', async () => {
    const ada = await member();
    expect((await link(ada, 'github')).landing?.searchParams.get('linked')).toBe('github');
    const again = await link(ada, 'github');
    expect(again.hops).toEqual(['/profile']);
    expect(again.landing?.search).toBe('?link_failed=github&error=already_linked');

    const notConfigured = await link(ada, 'google', '/settings');
    expect(notConfigured.landing?.pathname).toBe('/settings');
    expect(notConfigured.landing?.search).toBe('?link_failed=google&error=provider_not_configured');

    const crossSite = await oauthBrowser(app, ada.cookie).get(
      '/api/accounts/social/linkedin/link',
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);

    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await database.db
      .update(sessions)
      .set({ createdAt: twoDaysAgo })
      .where(eq(sessions.userId, ada.userId));
    const stale = await link(ada, 'linkedin');
    expect(stale.hops).toEqual(['/profile']);
    expect(stale.landing?.search).toBe('?link_failed=linkedin&error=session_not_fresh');
    expect(await badgesOf(ada.userId)).toEqual({ github: true, linkedin: false });
  });

  it('answers 401 to visitors and 404 to an unknown provider', async () => {
    expect((await as(null).get('/api/accounts/social/github/link')).statusCode).toBe(401);
    expect((await as(null).get('/api/accounts/linked')).statusCode).toBe(401);
    expect((await as(null).del('/api/accounts/linked/github')).statusCode).toBe(401);
    const ada = await member();
    expect((await as(ada).get('/api/accounts/social/myspace/link')).statusCode).toBe(404);
  });

  it('clears the badge when the member unlinks the provider', async () => {
    const ada = await member();
    await link(ada, 'github');
    await link(ada, 'linkedin');
    expect(await badgesOf(ada.userId)).toEqual({ github: true, linkedin: true });

    const unlinked = await as(ada).del('/api/accounts/linked/github');
    expect(unlinked.statusCode).toBe(204);
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: true });
    expect(await accountsOf(ada.userId)).toEqual([
      `credential:${ada.userId}`,
      `linkedin:${linkedinIdentity.sub}`,
    ]);
    const listed = await as(ada).get('/api/accounts/linked');
    expect(listed.json().providers[1]).toMatchObject({ id: 'github', linked: false });

    const again = await as(ada).del('/api/accounts/linked/github');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('GitHub is not linked to your account.');

    // Linked again later: the badge is back.
    expect((await link(ada, 'github')).landing?.searchParams.get('linked')).toBe('github');
    expect(await badgesOf(ada.userId)).toEqual({ github: true, linkedin: true });
  });

  it('refuses to unlink the only way to sign in, and asks a stale session to sign in again', async () => {
    github.control.user = gitHubUser(777004, 'only-github@example.org');
    const browser = oauthBrowser(app);
    await browser.follow('/api/accounts/social/github/start?from=/dashboard');
    const cookie = browser.jar.header();
    const session = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    const userId = session.json().user.id as string;
    const onlyGitHub = { cookie, userId, profileId: '', email: '' };

    const listed = await as(onlyGitHub).get('/api/accounts/linked');
    expect(listed.json()).toMatchObject({ hasPassword: false });
    expect(listed.json().providers[1]).toMatchObject({ linked: true, canUnlink: false });
    const refused = await as(onlyGitHub).del('/api/accounts/linked/github');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'GitHub is your only way to sign in, so it cannot be unlinked.',
    );
    expect(await badgesOf(userId)).toEqual({ github: true, linkedin: false });

    const ada = await member();
    github.control.user = gitHubUser(777006, 'ada-github@example.org');
    expect((await link(ada, 'github')).landing?.searchParams.get('linked')).toBe('github');
    await database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, ada.userId));
    const stale = await as(ada).del('/api/accounts/linked/github');
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.message).toBe(
      'For your security, sign in again before unlinking an account.',
    );
    expect(await badgesOf(ada.userId)).toEqual({ github: true, linkedin: false });
  });

  it('puts a missing badge back on the next sign-in with the provider', async () => {
    // A member who signed in with GitHub before badges followed accounts.
    github.control.user = gitHubUser(777005, 'earlier@example.org');
    const first = oauthBrowser(app);
    await first.follow('/api/accounts/social/github/start?from=/dashboard');
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: first.jar.header() },
    });
    const userId = session.json().user.id as string;
    await database.db
      .update(profiles)
      .set({ githubVerified: false })
      .where(eq(profiles.userId, userId));

    await oauthBrowser(app).follow('/api/accounts/social/github/start?from=/dashboard');
    expect(await badgesOf(userId)).toEqual({ github: true, linkedin: false });
  });

  it('lets no write route set a badge', async () => {
    const ada = await member();
    for (const [key, value] of [
      ['githubVerified', true],
      ['linkedinVerified', true],
      ['github_verified', true],
      ['linkedin_verified', true],
    ] as const) {
      const put = await app.inject({
        method: 'PUT',
        url: '/api/profiles/me',
        headers: fromApp(ada.cookie),
        payload: { ...profileUpdateBody(), [key]: value },
      });
      expect(put.statusCode, key).toBe(400);
      const patch = await app.inject({
        method: 'PATCH',
        url: '/api/profiles/me/matching',
        headers: fromApp(ada.cookie),
        payload: { skills: ['Go'], [key]: value },
      });
      expect(patch.statusCode, key).toBe(400);
    }
    // A valid save leaves the badges to the server.
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profiles/me',
      headers: fromApp(ada.cookie),
      payload: profileUpdateBody(),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ githubVerified: false, linkedinVerified: false });
    expect(await badgesOf(ada.userId)).toEqual({ github: false, linkedin: false });
    const [row] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, ada.userId), eq(accounts.providerId, 'github')));
    expect(row).toBeUndefined();
  });
});
