// New members for a journey: each test makes its own, so tests never depend on each other's data
// (two workers share one server). Writes through the API carry the app's Origin, as the browser's
// own requests do: the server refuses cross-site writes.
import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export type NewMember = { email: string; password: string; name: string };

/** A member signed in in their own browser context (cookies apart), with their profile id. */
export type Member = { context: BrowserContext; page: Page; member: NewMember; profileId: string };

export function uniqueMember(label: string): NewMember {
  const id = randomUUID().slice(0, 8);
  return {
    email: `e2e-${label}-${id}@example.com`,
    password: 'correct-horse-1',
    name: `Ada ${id}`,
  };
}

/** The Origin header of the app, for writes made through the API. */
export function fromApp(baseURL: string | undefined) {
  return { origin: new URL(baseURL ?? 'http://localhost').origin };
}

/** Creates a member through the API; the request context ends up signed in as them. */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  member: NewMember,
) {
  const response = await request.post('/api/accounts/signup', {
    data: {
      ...member,
      role: 'CEO/Founder',
      industry: 'Technology',
      experience: 3,
      workStyle: ['Hybrid'],
      personalityTraits: ['Strategic'],
    },
    headers: fromApp(baseURL),
  });
  expect(response.ok(), `signup answered ${response.status()}`).toBe(true);
}

type NewMemberOptions = {
  /** Profile fields saved after signup (PUT /api/profiles/me), e.g. what matching reads. */
  profile?: Record<string, unknown>;
  context?: BrowserContextOptions;
};

/** A new member in their own browser context, signed in, with an open page. */
export async function newMember(
  browser: Browser,
  baseURL: string | undefined,
  label: string,
  options: NewMemberOptions = {},
): Promise<Member> {
  const context = await browser.newContext({ baseURL, ...options.context });
  const member = uniqueMember(label);
  await signUpThroughApi(context.request, baseURL, member);
  if (options.profile) {
    const saved = await context.request.put('/api/profiles/me', {
      data: { name: member.name, ...options.profile },
      headers: fromApp(baseURL),
    });
    expect(saved.ok(), `profile save answered ${saved.status()}`).toBe(true);
  }
  const me = await context.request.get('/api/profiles/me');
  const { profile } = (await me.json()) as { profile: { id: string } };
  return { context, page: await context.newPage(), member, profileId: profile.id };
}

/** `from` asks `to` to connect and `to` accepts, through the API. */
export async function connectThroughApi(from: Member, to: Member, baseURL: string | undefined) {
  const sent = await from.context.request.post('/api/connections', {
    data: { profileId: to.profileId },
    headers: fromApp(baseURL),
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const accepted = await to.context.request.post(`/api/connections/${id}/accept`, {
    headers: fromApp(baseURL),
  });
  expect(accepted.ok()).toBe(true);
}

/** The demo member the seed creates on a fresh embedded database. */
export const DEMO_MEMBER = { email: 'demo@cofound.dev', password: 'cofound-demo' };
export const DEMO_ADMIN = { email: 'admin@cofound.dev', password: 'cofound-admin' };

/** Signs an API request context in with email and password (a session of its own). */
export async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: account,
    headers: fromApp(baseURL),
  });
  expect(signedIn.ok(), `sign-in answered ${signedIn.status()}`).toBe(true);
}
