import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, profiles, reports } from '../../db/schema';
import { fromApp, signUpMember } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Member = { cookie: string; userId: string; profileId: string };
const ctx = useTestApp();

async function member(email: string): Promise<Member> {
  const signed = await signUpMember(ctx.app, { email, name: email.split('@')[0] });
  const [row] = await ctx.database.db
    .update(profiles)
    .set({ skills: ['Go'], industry: 'SaaS' })
    .where(eq(profiles.userId, signed.userId))
    .returning({ id: profiles.id });
  return { ...signed, profileId: row!.id };
}
const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: fromApp(who?.cookie), payload });
const block = (who: Member, target: Member) =>
  call(who, 'POST', '/api/blocks', { profileId: target.profileId });

async function seesIn(viewer: Member, target: Member) {
  const deck = (await call(viewer, 'GET', '/api/matching/recommendations?limit=50')).json();
  const discover = (await call(viewer, 'GET', '/api/discover?limit=50')).json();
  const profile = await call(viewer, 'GET', `/api/profiles/${target.profileId}`);
  return {
    deck: deck.items.some((card: { id: string }) => card.id === target.profileId),
    discover: discover.items.some((card: { id: string }) => card.id === target.profileId),
    profile: profile.statusCode === 200,
  };
}

let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  alice = await member('alice@example.com');
  bob = await member('bob@example.com');
  carol = await member('carol@example.com');
});

describe('route access', () => {
  it('answers 401 to signed-out visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/blocks'],
      ['POST', '/api/blocks'],
      ['DELETE', `/api/blocks/${bob?.profileId ?? '00000000-0000-4000-8000-000000000000'}`],
      ['POST', '/api/reports'],
    ] as const) {
      expect((await call(null, method, url, {})).statusCode).toBe(401);
    }
  });
});

describe('blocking', () => {
  it('hides both members from each other everywhere and ends their connection', async () => {
    const sent = (
      await call(alice, 'POST', '/api/connections', { profileId: bob.profileId })
    ).json();
    await call(bob, 'POST', `/api/connections/${sent.id}/accept`);
    expect(await seesIn(alice, bob)).toEqual({ deck: false, discover: true, profile: true });
    expect(await seesIn(bob, alice)).toEqual({ deck: false, discover: true, profile: true });

    expect((await block(alice, bob)).statusCode).toBe(204);
    expect((await block(alice, bob)).statusCode).toBe(204); // idempotent
    expect(await seesIn(alice, bob)).toEqual({ deck: false, discover: false, profile: false });
    expect(await seesIn(bob, alice)).toEqual({ deck: false, discover: false, profile: false });
    expect(await seesIn(carol, bob)).toEqual({ deck: true, discover: true, profile: true });
    const between = await ctx.database.db
      .select()
      .from(connections)
      .where(eq(connections.id, sent.id));
    expect(between).toHaveLength(0);

    // Neither can reach the other: requests, likes, saves.
    const request = await call(bob, 'POST', '/api/connections', { profileId: alice.profileId });
    expect(request.statusCode).toBe(404);
    const like = await call(bob, 'PUT', `/api/matching/decisions/${alice.profileId}`, {
      liked: true,
    });
    expect(like.statusCode).toBe(404);
    expect((await call(bob, 'PUT', `/api/matching/saved/${alice.profileId}`)).statusCode).toBe(404);

    const list = (await call(alice, 'GET', '/api/blocks')).json();
    expect(list.items.map((item: { profileId: string }) => item.profileId)).toEqual([
      bob.profileId,
    ]);
    expect((await call(bob, 'GET', '/api/blocks')).json().items).toEqual([]);
  });

  it('hides pending requests from a blocked member', async () => {
    const dan = await member('dan@example.com');
    await call(dan, 'POST', '/api/connections', { profileId: carol.profileId });
    expect((await call(carol, 'GET', '/api/connections/requests')).json().count).toBe(1);
    await block(dan, carol);
    expect((await call(carol, 'GET', '/api/connections/requests')).json().count).toBe(0);
  });

  it('only the blocker can unblock; then both see each other again', async () => {
    expect((await call(bob, 'DELETE', `/api/blocks/${alice.profileId}`)).statusCode).toBe(204);
    expect((await seesIn(bob, alice)).profile).toBe(false);
    expect((await call(alice, 'DELETE', `/api/blocks/${bob.profileId}`)).statusCode).toBe(204);
    expect(await seesIn(bob, alice)).toEqual({ deck: true, discover: true, profile: true });
  });

  it('refuses blocking yourself and unknown profiles', async () => {
    expect((await block(alice, alice)).statusCode).toBe(400);
    const unknown = await call(alice, 'POST', '/api/blocks', {
      profileId: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('stores a report with a reason for the admin area', async () => {
    const response = await call(alice, 'POST', '/api/reports', {
      profileId: carol.profileId,
      reason: 'spam',
      details: '  Sends the same pitch to everyone.  ',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, response.json().id));
    expect(row).toMatchObject({
      reporterId: alice.userId,
      profileId: carol.profileId,
      messageId: null,
      reason: 'spam',
      details: 'Sends the same pitch to everyone.',
      status: 'open',
    });
  });

  it('refuses an unknown reason, yourself, and a message that is not between the two', async () => {
    const bad = await call(alice, 'POST', '/api/reports', {
      profileId: carol.profileId,
      reason: 'boring',
    });
    expect(bad.statusCode).toBe(400);
    const self = await call(alice, 'POST', '/api/reports', {
      profileId: alice.profileId,
      reason: 'spam',
    });
    expect(self.statusCode).toBe(400);
    const message = await call(alice, 'POST', '/api/reports', {
      profileId: carol.profileId,
      messageId: '00000000-0000-4000-8000-000000000009',
      reason: 'harassment',
    });
    expect(message.statusCode).toBe(404);
    expect(message.json().error.message).toBe('Message not found');
  });
});
