import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections, reports } from '../../db/schema';
import { memberKit, type Member } from '../../test/member-kit';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);

const member = (name: string) =>
  kit.member({ name, profile: { skills: ['Go'], industry: 'SaaS' } });
const block = (who: Member, target: Member) =>
  kit.as(who).post('/api/blocks', { profileId: target.profileId });

async function seesIn(viewer: Member, target: Member) {
  const as = kit.as(viewer);
  const deck = (await as.get('/api/matching/recommendations?limit=50')).json();
  const discover = (await as.get('/api/discover?limit=50')).json();
  const profile = await as.get(`/api/profiles/${target.profileId}`);
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
  alice = await member('alice');
  bob = await member('bob');
  carol = await member('carol');
});

describe('route access', () => {
  it('answers 401 to signed-out visitors', async () => {
    const visitor = kit.as(null);
    for (const response of [
      await visitor.get('/api/blocks'),
      await visitor.post('/api/blocks', {}),
      await visitor.del(
        `/api/blocks/${bob?.profileId ?? '00000000-0000-4000-8000-000000000000'}`,
        {},
      ),
      await visitor.post('/api/reports', {}),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('blocking', () => {
  it('hides both members from each other everywhere and ends their connection', async () => {
    const sent = (
      await kit.as(alice).post('/api/connections', { profileId: bob.profileId })
    ).json();
    await kit.as(bob).post(`/api/connections/${sent.id}/accept`);
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
    const request = await kit.as(bob).post('/api/connections', { profileId: alice.profileId });
    expect(request.statusCode).toBe(404);
    const like = await kit.as(bob).put(`/api/matching/decisions/${alice.profileId}`, {
      liked: true,
    });
    expect(like.statusCode).toBe(404);
    expect((await kit.as(bob).put(`/api/matching/saved/${alice.profileId}`)).statusCode).toBe(404);

    const list = (await kit.as(alice).get('/api/blocks')).json();
    expect(list.items.map((item: { profileId: string }) => item.profileId)).toEqual([
      bob.profileId,
    ]);
    expect((await kit.as(bob).get('/api/blocks')).json().items).toEqual([]);
  });

  it('hides pending requests from a blocked member', async () => {
    const dan = await member('dan');
    await kit.as(dan).post('/api/connections', { profileId: carol.profileId });
    expect((await kit.as(carol).get('/api/connections/requests')).json().count).toBe(1);
    await block(dan, carol);
    expect((await kit.as(carol).get('/api/connections/requests')).json().count).toBe(0);
  });

  it('only the blocker can unblock; then both see each other again', async () => {
    expect((await kit.as(bob).del(`/api/blocks/${alice.profileId}`)).statusCode).toBe(204);
    expect((await seesIn(bob, alice)).profile).toBe(false);
    expect((await kit.as(alice).del(`/api/blocks/${bob.profileId}`)).statusCode).toBe(204);
    expect(await seesIn(bob, alice)).toEqual({ deck: true, discover: true, profile: true });
  });

  it('refuses blocking yourself and unknown profiles', async () => {
    expect((await block(alice, alice)).statusCode).toBe(400);
    const unknown = await kit.as(alice).post('/api/blocks', {
      profileId: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('stores a report with a reason for the admin area', async () => {
    const response = await kit.as(alice).post('/api/reports', {
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
    const bad = await kit.as(alice).post('/api/reports', {
      profileId: carol.profileId,
      reason: 'boring',
    });
    expect(bad.statusCode).toBe(400);
    const self = await kit.as(alice).post('/api/reports', {
      profileId: alice.profileId,
      reason: 'spam',
    });
    expect(self.statusCode).toBe(400);
    const message = await kit.as(alice).post('/api/reports', {
      profileId: carol.profileId,
      messageId: '00000000-0000-4000-8000-000000000009',
      reason: 'harassment',
    });
    expect(message.statusCode).toBe(404);
    expect(message.json().error.message).toBe('Message not found');
  });
});
