import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connections } from '../../db/schema';
import { openRealtimeSocket, realtimeUrl } from '../../realtime/realtime-test-client';
import { memberKit, type Member } from '../../test/member-kit';
import { TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const ctx = useTestApp();
const kit = memberKit(ctx);
let alice: Member;
let bob: Member;
let carol: Member;
let dan: Member;
let erin: Member;

function send(from: Member | null, profileId: string) {
  return kit.as(from).post('/api/connections', { profileId });
}

function pairRows(a: Member, b: Member) {
  return ctx.database.db
    .select()
    .from(connections)
    .where(or(eq(connections.senderId, a.userId), eq(connections.receiverId, a.userId)))
    .then((rows) => rows.filter((row) => [row.senderId, row.receiverId].includes(b.userId)));
}

beforeAll(async () => {
  alice = await kit.member({ name: 'alice' });
  bob = await kit.member({ name: 'bob' });
  carol = await kit.member({ name: 'carol' });
  dan = await kit.member({ name: 'dan' });
  erin = await kit.member({ name: 'erin' });
});

describe('POST /api/connections', () => {
  it('refuses signed-out visitors with 401', async () => {
    const response = await send(null, bob.profileId);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses your own profile with 400', async () => {
    const response = await send(alice, alice.profileId);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 Profile not found for an unknown or inactive profile', async () => {
    const unknown = await send(alice, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Profile not found');
    await kit.suspend(erin);
    const suspended = await send(alice, erin.profileId);
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json().error.message).toBe('Profile not found');
  });

  it('refuses a malformed profile id with 400', async () => {
    const response = await send(alice, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
  });

  it('creates a pending request and tells the receiver live', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = openRealtimeSocket(realtimeUrl(ctx.app), {
      origin: TEST_APP_URL,
      cookie: bob.cookie,
    });
    try {
      await socket.waitForFrames(1); // realtime.ready
      const response = await send(alice, bob.profileId);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        profileId: bob.profileId,
        status: 'pending',
        connectionState: 'pending_sent',
      });
      const [row] = await pairRows(alice, bob);
      expect(row).toMatchObject({
        id: body.id,
        senderId: alice.userId,
        receiverId: bob.userId,
        status: 'pending',
      });
      await socket.waitForFrames(2);
      expect(socket.frames[1]).toMatchObject({
        event: 'connection.requested',
        payload: { connectionId: body.id, senderProfileId: alice.profileId },
      });
    } finally {
      socket.socket.terminate();
    }
  });

  it('409 Connection request already sent when you sent one before', async () => {
    const response = await send(alice, bob.profileId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Connection request already sent',
    });
  });

  it('409 Connection request already exists when they sent one to you', async () => {
    const response = await send(bob, alice.profileId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Connection request already exists');
    expect(await pairRows(alice, bob)).toHaveLength(1);
  });

  it('409 Already connected for an accepted connection, either way', async () => {
    await ctx.database.db
      .update(connections)
      .set({ status: 'accepted' })
      .where(eq(connections.senderId, alice.userId));
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const response = await send(from, to.profileId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Already connected');
    }
  });

  it('allows a new request after a rejected one', async () => {
    await kit.connect(dan, alice, 'rejected');
    const response = await send(dan, alice.profileId);
    expect(response.statusCode).toBe(201);
  });

  it('two concurrent requests from both sides leave exactly one row', async () => {
    const results = await Promise.all([send(carol, dan.profileId), send(dan, carol.profileId)]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const conflict = results.find((response) => response.statusCode === 409)!;
    expect(conflict.json().error.message).toBe('Connection request already exists');
    const rows = (await pairRows(carol, dan)).filter((row) => row.status !== 'rejected');
    expect(rows).toHaveLength(1);
  });
});
