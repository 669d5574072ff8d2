import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchScore } from '@cofound/shared/matching/match-score';
import type {
  MatchDecisionResult,
  RecommendationsPage,
} from '@cofound/shared/matching/matching.schemas';
import { connections, matchDecisions, profiles } from '../../db/schema';
import { openRealtimeSocket, realtimeUrl } from '../../realtime/realtime-test-client';
import { fromApp, signUpMember, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fixtureId, insertFounders, userIdOf } from '../../test/founder-fixtures';

type Member = { cookie: string; userId: string; profileId: string };
const ctx = useTestApp();

const viewerFields = {
  skills: ['React', 'Sales'],
  industry: 'SaaS',
  experience: 5,
  lookingFor: ['Technical Cofounder'],
  startupInterests: ['Climate'],
};

async function member(email: string, fields: Partial<typeof viewerFields> = {}): Promise<Member> {
  const signed = await signUpMember(ctx.app, { email, name: email.split('@')[0] });
  const [row] = await ctx.database.db
    .update(profiles)
    .set({ ...viewerFields, ...fields })
    .where(eq(profiles.userId, signed.userId))
    .returning({ id: profiles.id });
  return { ...signed, profileId: row!.id };
}

function get(who: Member | null, query = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/matching/recommendations${query}`,
    headers: fromApp(who?.cookie),
  });
}
async function ids(who: Member, query = ''): Promise<string[]> {
  const response = await get(who, query);
  expect(response.statusCode).toBe(200);
  return (response.json() as RecommendationsPage).items.map((card) => card.id);
}
function decide(who: Member | null, profileId: string, payload: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/matching/decisions/${profileId}`,
    headers: fromApp(who?.cookie),
    payload,
  });
}
function undo(who: Member | null, profileId: string) {
  return ctx.app.inject({
    method: 'DELETE',
    url: `/api/matching/decisions/${profileId}`,
    headers: fromApp(who?.cookie),
  });
}
function pairConnections(a: Member, b: Member) {
  return ctx.database.db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.senderId, a.userId), eq(connections.receiverId, b.userId)),
        and(eq(connections.senderId, b.userId), eq(connections.receiverId, a.userId)),
      ),
    );
}

// Twelve founders with known match fields; ids sort as their number.
const founders = Array.from({ length: 12 }, (_, i) => ({
  id: fixtureId(i + 1),
  name: `Founder ${i + 1}`,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  industry: i % 2 === 0 ? 'SaaS' : 'Finance',
  experience: i,
  skills: i % 3 === 0 ? ['react', 'Go'] : ['Sales'],
  lookingFor: i % 4 === 0 ? ['technical cofounder'] : ['Designer'],
  startupInterests: i % 5 === 0 ? ['Climate'] : [],
  status: (i === 10 ? 'suspended' : i === 11 ? 'banned' : 'active') as 'active',
}));
const activeFounders = founders.filter((f) => f.status === 'active');

let viewer: Member;
let other: Member;

beforeAll(async () => {
  await insertFounders(ctx.database.db, founders);
  viewer = await member('viewer@example.com');
  other = await member('other@example.com', { skills: ['Go'], industry: 'Finance' });
});

describe('route access', () => {
  it('answers 401 Not authenticated to signed-out visitors on every matching route', async () => {
    const id = fixtureId(1);
    const responses = await Promise.all([
      get(null),
      decide(null, id, { liked: true }),
      undo(null, id),
      ctx.app.inject({ method: 'GET', url: '/api/matching/saved' }),
      ctx.app.inject({ method: 'PUT', url: `/api/matching/saved/${id}`, headers: fromApp() }),
      ctx.app.inject({ method: 'DELETE', url: `/api/matching/saved/${id}`, headers: fromApp() }),
      ctx.app.inject({ method: 'GET', url: '/api/connections/requests' }),
      ctx.app.inject({ method: 'POST', url: `/api/connections/${id}/accept`, headers: fromApp() }),
      ctx.app.inject({ method: 'POST', url: `/api/connections/${id}/reject`, headers: fromApp() }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Not authenticated');
    }
  });
});

describe('GET /api/matching/recommendations', () => {
  it('ranks every eligible profile by the shared score, highest first, ties by id', async () => {
    const response = await get(viewer, '?limit=50');
    const page = response.json() as RecommendationsPage;
    const expected = [
      ...activeFounders,
      {
        id: other.profileId,
        skills: ['Go'],
        industry: 'Finance',
        experience: 5,
        lookingFor: viewerFields.lookingFor,
        startupInterests: viewerFields.startupInterests,
      },
    ]
      .map((f) => ({ id: f.id, score: matchScore(viewerFields, f).score }))
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    expect(page.items.map(({ id, score }) => ({ id, score }))).toEqual(expected);
    expect(page.nextCursor).toBeNull();
    const first = page.items[0]!;
    const source = activeFounders.find((f) => f.id === first.id)!;
    expect(first.components).toEqual(matchScore(viewerFields, source).components);
    expect(first).not.toHaveProperty('email');
  });

  it('excludes yourself and suspended or banned members', async () => {
    const listed = await ids(viewer, '?limit=50');
    expect(listed).not.toContain(viewer.profileId);
    expect(listed).not.toContain(fixtureId(11));
    expect(listed).not.toContain(fixtureId(12));
  });

  it('pages with a cursor to exactly the full ranking', async () => {
    const all = await ids(viewer, '?limit=50');
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(viewer, query)).json() as RecommendationsPage;
      paged.push(...page.items.map((card) => card.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
  });

  it('refuses a forged cursor and min above max', async () => {
    expect((await get(viewer, '?cursor=bm9wZQ')).statusCode).toBe(400);
    const range = await get(viewer, '?minExperience=6&maxExperience=2');
    expect(range.statusCode).toBe(400);
  });

  it('filters by industry, experience range, all required skills and overlapping roles', async () => {
    const only = (predicate: (f: (typeof founders)[number]) => boolean) =>
      activeFounders
        .filter(predicate)
        .map((f) => f.id)
        .sort();
    const sorted = async (query: string) =>
      (await ids(viewer, `${query}&limit=50`)).filter((id) => id !== other.profileId).sort();
    expect(await sorted('?industry=Finance')).toEqual(only((f) => f.industry === 'Finance'));
    expect(await sorted('?minExperience=3&maxExperience=6')).toEqual(
      only((f) => f.experience >= 3 && f.experience <= 6),
    );
    expect(await sorted('?minExperience=9')).toEqual(only((f) => f.experience >= 9));
    expect(await sorted('?requiredSkills=REACT&requiredSkills=go')).toEqual(
      only((f) => f.skills.includes('Go')),
    );
    expect(await sorted('?requiredSkills=react&requiredSkills=Cobol')).toEqual([]);
    expect(await sorted('?roles=Technical%20Cofounder&roles=Nobody')).toEqual(
      only((f) => f.lookingFor.includes('technical cofounder')),
    );
  });

  it('sees a profile change at once: edited, suspended, reactivated', async () => {
    const id = fixtureId(2);
    const before = (await get(viewer, '?limit=50')).json() as RecommendationsPage;
    expect(before.items.find((card) => card.id === id)?.score).toBe(
      matchScore(viewerFields, founders[1]!).score,
    );
    await ctx.database.db.update(profiles).set(viewerFields).where(eq(profiles.id, id));
    const after = (await get(viewer, '?limit=1')).json() as RecommendationsPage;
    expect(after.items[0]).toMatchObject({ id, score: 1 });
    await ctx.database.db.update(profiles).set({ status: 'suspended' }).where(eq(profiles.id, id));
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    await ctx.database.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, id));
    expect((await ids(viewer, '?limit=1'))[0]).toBe(id);
  });
});

describe('PUT /api/matching/decisions/:profileId', () => {
  it('stores the server score, ignoring one the browser sends, once per pair', async () => {
    const id = fixtureId(3);
    const response = await decide(viewer, id, { liked: false, score: 1 });
    expect(response.statusCode).toBe(200);
    const expected = matchScore(viewerFields, founders[2]!).score;
    expect(response.json()).toMatchObject({ profileId: id, liked: false, score: expected });
    const again = await decide(viewer, id, { liked: true, score: 0.99 });
    expect(again.json()).toMatchObject({ liked: true, score: expected, mutual: false });
    const rows = await ctx.database.db
      .select()
      .from(matchDecisions)
      .where(and(eq(matchDecisions.userId, viewer.userId), eq(matchDecisions.profileId, id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ liked: true, score: expected, connectionId: null });
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
  });

  it('answers 404 Profile not found, 400 for yourself and for a malformed id', async () => {
    const unknown = await decide(viewer, '00000000-0000-4000-8000-999999999999', { liked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Profile not found');
    const suspended = await decide(viewer, fixtureId(11), { liked: true });
    expect(suspended.statusCode).toBe(404);
    expect((await decide(viewer, viewer.profileId, { liked: true })).statusCode).toBe(400);
    expect((await decide(viewer, 'nope', { liked: true })).statusCode).toBe(400);
    expect((await decide(viewer, fixtureId(4), { liked: 'yes' })).statusCode).toBe(400);
  });

  it('a like that completes a mutual like creates one pending connection from the liker', async () => {
    const a = await member('mutual-a@example.com');
    const b = await member('mutual-b@example.com');
    const first = (await decide(a, b.profileId, { liked: true })).json() as MatchDecisionResult;
    expect(first).toMatchObject({ mutual: false, connection: null });
    const second = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    expect(second.mutual).toBe(true);
    expect(second.connection).toMatchObject({ status: 'pending', createdByThis: true });
    const rows = await pairConnections(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      senderId: b.userId,
      receiverId: a.userId,
      status: 'pending',
      origin: 'mutual_like',
    });
    // Liking again does not create a second one.
    const again = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    expect(again.connection?.id).toBe(rows[0]!.id);
    expect(await pairConnections(a, b)).toHaveLength(1);
    // Each now leaves the other out of their deck.
    expect(await ids(a, '?limit=50')).not.toContain(b.profileId);
  });

  it('both likes racing create exactly one connection', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await member(`race-a${round}@example.com`);
      const b = await member(`race-b${round}@example.com`);
      const results = await Promise.all([
        decide(a, b.profileId, { liked: true }),
        decide(b, a.profileId, { liked: true }),
      ]);
      expect(results.map((response) => response.statusCode)).toEqual([200, 200]);
      const rows = await pairConnections(a, b);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('pending');
      const created = results.map(
        (r) => (r.json() as MatchDecisionResult).connection?.createdByThis,
      );
      expect(created.filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('DELETE /api/matching/decisions/:profileId (undo)', () => {
  it('reverts the decision and brings the profile back', async () => {
    const id = fixtureId(5);
    await decide(viewer, id, { liked: false });
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    const response = await undo(viewer, id);
    expect(response.json()).toEqual({ profileId: id, withdrawnConnectionId: null });
    expect(await ids(viewer, '?limit=50')).toContain(id);
  });

  it('withdraws the still-pending connection its like created, not an accepted one', async () => {
    const a = await member('undo-a@example.com');
    const b = await member('undo-b@example.com');
    await decide(a, b.profileId, { liked: true });
    const liked = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    const withdrawn = await undo(b, a.profileId);
    expect(withdrawn.json()).toEqual({
      profileId: a.profileId,
      withdrawnConnectionId: liked.connection!.id,
    });
    expect(await pairConnections(a, b)).toHaveLength(0);
    expect(await ids(b, '?limit=50')).toContain(a.profileId);

    const again = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
    const accept = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${again.connection!.id}/accept`,
      headers: fromApp(a.cookie),
    });
    expect(accept.statusCode).toBe(200);
    expect((await undo(b, a.profileId)).json().withdrawnConnectionId).toBeNull();
    expect((await pairConnections(a, b))[0]!.status).toBe('accepted');
  });
});

describe("another member's decisions", () => {
  it('cannot be undone or read through your own routes', async () => {
    const id = fixtureId(8);
    await decide(viewer, id, { liked: false });
    expect((await undo(other, id)).json()).toEqual({ profileId: id, withdrawnConnectionId: null });
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    expect(await ids(other, '?limit=50')).toContain(id);
  });
});

describe('Saved list', () => {
  it('keeps a saved profile out of the deck until it is decided or removed', async () => {
    const id = fixtureId(6);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/matching/saved/${id}`,
      headers: fromApp(viewer.cookie),
    });
    expect(saved.statusCode).toBe(200);
    expect(await ids(viewer, '?limit=50')).not.toContain(id);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/matching/saved',
      headers: fromApp(viewer.cookie),
    });
    expect(list.json().items.map((card: { id: string }) => card.id)).toEqual([id]);
    expect(list.json().items[0].score).toBe(matchScore(viewerFields, founders[5]!).score);
    const otherList = await ctx.app.inject({
      method: 'GET',
      url: '/api/matching/saved',
      headers: fromApp(other.cookie),
    });
    expect(otherList.json().items).toEqual([]);

    await decide(viewer, id, { liked: false });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/matching/saved',
      headers: fromApp(viewer.cookie),
    });
    expect(after.json().items).toEqual([]);
  });
});

describe('connection requests', () => {
  it('only the receiver lists, accepts or rejects a request', async () => {
    const sender = await member('req-sender@example.com');
    const receiver = await member('req-receiver@example.com');
    const outsider = await member('req-outsider@example.com');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/connections',
      headers: fromApp(sender.cookie),
      payload: { profileId: receiver.profileId },
    });
    const connectionId = sent.json().id as string;
    const list = (who: Member) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/connections/requests',
        headers: fromApp(who.cookie),
      });
    const received = (await list(receiver)).json();
    expect(received.count).toBe(1);
    expect(received.items[0]).toMatchObject({
      id: connectionId,
      sender: { profileId: sender.profileId, name: 'req-sender' },
    });
    expect((await list(sender)).json()).toEqual({ items: [], count: 0 });
    expect((await list(outsider)).json()).toEqual({ items: [], count: 0 });

    const act = (who: Member, action: 'accept' | 'reject') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/connections/${connectionId}/${action}`,
        headers: fromApp(who.cookie),
      });
    for (const who of [sender, outsider]) {
      for (const action of ['accept', 'reject'] as const) {
        expect((await act(who, action)).statusCode).toBe(404);
      }
    }
    const accepted = await act(receiver, 'accept');
    expect(accepted.json()).toEqual({
      id: connectionId,
      status: 'accepted',
      profileId: sender.profileId,
    });
    expect((await list(receiver)).json().count).toBe(0);
    expect((await act(receiver, 'reject')).statusCode).toBe(404);
  });

  it('a rejected request leaves the list and allows a new one later', async () => {
    const sender = await member('rej-sender@example.com');
    const receiver = await member('rej-receiver@example.com');
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/connections',
        headers: fromApp(sender.cookie),
        payload: { profileId: receiver.profileId },
      });
    const first = (await send()).json().id as string;
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/connections/${first}/reject`,
      headers: fromApp(receiver.cookie),
    });
    expect(rejected.json().status).toBe('rejected');
    expect((await send()).statusCode).toBe(201);
  });

  it('counts the receiver only their incoming requests from active members', async () => {
    const receiver = await member('count-receiver@example.com');
    await ctx.database.db.insert(connections).values([
      { senderId: userIdOf(fixtureId(7)), receiverId: receiver.userId },
      { senderId: userIdOf(fixtureId(11)), receiverId: receiver.userId },
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/connections/requests',
      headers: fromApp(receiver.cookie),
    });
    expect(list.json().count).toBe(1);
    expect(list.json().items[0].sender.profileId).toBe(fixtureId(7));
  });
});

describe('live notifications', () => {
  it('tells the receiver of a mutual like, of its withdrawal and the sender of acceptance', async () => {
    const a = await member('live-a@example.com');
    const b = await member('live-b@example.com');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socketOf = (who: Member) =>
      openRealtimeSocket(realtimeUrl(ctx.app), { origin: TEST_APP_URL, cookie: who.cookie });
    const socketA = socketOf(a);
    const socketB = socketOf(b);
    try {
      await Promise.all([socketA.waitForFrames(1), socketB.waitForFrames(1)]); // realtime.ready
      await decide(a, b.profileId, { liked: true });
      const liked = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
      const connectionId = liked.connection!.id;
      await socketA.waitForFrames(2);
      expect(socketA.frames[1]).toMatchObject({
        event: 'connection.requested',
        payload: { connectionId, senderProfileId: b.profileId },
      });

      await undo(b, a.profileId);
      await socketA.waitForFrames(3);
      expect(socketA.frames[2]).toMatchObject({
        event: 'connection.changed',
        payload: { connectionId, status: 'withdrawn' },
      });

      const again = (await decide(b, a.profileId, { liked: true })).json() as MatchDecisionResult;
      await socketA.waitForFrames(4);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/connections/${again.connection!.id}/accept`,
        headers: fromApp(a.cookie),
      });
      await socketB.waitForFrames(2);
      expect(socketB.frames[1]).toMatchObject({
        event: 'connection.changed',
        payload: { connectionId: again.connection!.id, status: 'accepted' },
      });
    } finally {
      socketA.socket.terminate();
      socketB.socket.terminate();
    }
  });
});
