import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_UNAUTHENTICATED } from '@cofound/shared/realtime';
import { buildTestApp, signUpMember, TEST_APP_URL } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { RealtimeEventTooLargeError } from '.';
import { openRealtimeSocket, realtimeUrl, type RealtimeTestSocket } from './realtime-test-client';

describe('GET /api/realtime', () => {
  const ctx = useTestApp();
  let url: string;
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };
  const sockets: RealtimeTestSocket[] = [];

  function open(headers: Record<string, string>) {
    const socket = openRealtimeSocket(url, headers);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = realtimeUrl(ctx.app);
    alice = await signUpMember(ctx.app, { email: 'alice@example.com', name: 'Alice' });
    bob = await signUpMember(ctx.app, { email: 'bob@example.com', name: 'Bob' });
  });

  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
  });

  it('closes a signed-out socket with 4401', async () => {
    const socket = open({ origin: TEST_APP_URL });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
    expect(socket.frames).toEqual([]);
  });

  it('refuses a cross-origin or origin-less handshake, even with a valid cookie', async () => {
    expect(await open({ origin: 'http://evil.example', cookie: alice.cookie }).refused).toBe(403);
    expect(await open({ cookie: alice.cookie }).refused).toBe(403);
    expect(ctx.app.realtime.connectedCount()).toBe(0);
  });

  it('accepts the 127.0.0.1 twin of a localhost app origin', async () => {
    const socket = open({
      origin: TEST_APP_URL.replace('localhost', '127.0.0.1'),
      cookie: alice.cookie,
    });
    await socket.waitForFrames(1);
    socket.socket.close();
    await socket.closed;
  });

  it("sends 'realtime.ready', then the member's own events and nobody else's", async () => {
    const socket = open({ origin: TEST_APP_URL, cookie: alice.cookie });
    await socket.waitForFrames(1);
    expect(socket.frames[0]).toMatchObject({
      event: 'realtime.ready',
      payload: { userId: alice.userId },
    });
    expect(ctx.app.realtime.connectedCount()).toBe(1);

    await ctx.app.realtime.publish([bob.userId], 'system.notice', { message: 'for Bob' });
    await ctx.app.realtime.publish([alice.userId], 'system.notice', { message: 'for Alice' });
    await socket.waitForFrames(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.frames.map((frame) => frame.payload)).toEqual([
      { userId: alice.userId },
      { message: 'for Alice' },
    ]);
    socket.socket.close();
    await socket.closed;
  });

  it('publishes several events in one call, each to its own members, in order', async () => {
    const aliceSocket = open({ origin: TEST_APP_URL, cookie: alice.cookie });
    const bobSocket = open({ origin: TEST_APP_URL, cookie: bob.cookie });
    await Promise.all([aliceSocket.waitForFrames(1), bobSocket.waitForFrames(1)]);
    await ctx.app.realtime.publishEach([
      { userIds: [bob.userId], event: 'system.notice', payload: { message: 'first for Bob' } },
      { userIds: [alice.userId], event: 'system.notice', payload: { message: 'for Alice' } },
      { userIds: [bob.userId], event: 'system.notice', payload: { message: 'then for Bob' } },
    ]);
    await Promise.all([aliceSocket.waitForFrames(2), bobSocket.waitForFrames(3)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(aliceSocket.frames.slice(1).map((frame) => frame.payload)).toEqual([
      { message: 'for Alice' },
    ]);
    expect(bobSocket.frames.slice(1).map((frame) => frame.payload)).toEqual([
      { message: 'first for Bob' },
      { message: 'then for Bob' },
    ]);
    for (const each of [aliceSocket, bobSocket]) {
      each.socket.close();
      await each.closed;
    }
  });

  it('delays frames beyond 10 per second but loses none', async () => {
    const socket = open({ origin: TEST_APP_URL, cookie: alice.cookie });
    await socket.waitForFrames(1);
    const started = performance.now();
    for (let n = 0; n < 25; n++) {
      await ctx.app.realtime.publish([alice.userId], 'system.notice', { message: `event ${n}` });
    }
    await socket.waitForFrames(26, 10_000);
    const events = socket.frames.slice(1);
    expect(events.map((frame) => frame.payload)).toEqual(
      Array.from({ length: 25 }, (_, n) => ({ message: `event ${n}` })),
    );
    expect(new Set(events.map((frame) => frame.id)).size).toBe(25);
    expect(events.at(-1)!.receivedAt - started).toBeGreaterThanOrEqual(1500);
    // The ready frame was sent before the burst: with it, the first 10 frames use up the second.
    const ready = socket.frames[0]!.receivedAt;
    expect(socket.frames[10]!.receivedAt - ready).toBeGreaterThanOrEqual(950);
    expect(socket.frames[20]!.receivedAt - ready).toBeGreaterThanOrEqual(1950);
    socket.socket.close();
    await socket.closed;
  });

  it('refuses invalid and oversized payloads at publish', async () => {
    await expect(
      ctx.app.realtime.publish([alice.userId], 'system.notice', { message: 42 } as never),
    ).rejects.toThrow();
    await expect(
      ctx.app.realtime.publish([alice.userId], 'system.notice', { message: 'x'.repeat(8000) }),
    ).rejects.toThrow(RealtimeEventTooLargeError);
  });

  it('closes every socket and stops listening on app.close()', async () => {
    const other = await buildTestApp(ctx.database);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const socket = openRealtimeSocket(realtimeUrl(other), {
      origin: TEST_APP_URL,
      cookie: bob.cookie,
    });
    sockets.push(socket);
    await socket.waitForFrames(1);
    expect(other.realtime.connectedCount()).toBe(1);
    await other.close();
    expect((await socket.closed).code).not.toBe(REALTIME_CLOSE_UNAUTHENTICATED);
    expect(other.realtime.connectedCount()).toBe(0);
    // The closed instance no longer listens; the running one still delivers.
    const still = open({ origin: TEST_APP_URL, cookie: bob.cookie });
    await still.waitForFrames(1);
    await ctx.app.realtime.publish([bob.userId], 'system.notice', { message: 'still here' });
    await still.waitForFrames(2);
    still.socket.close();
    await still.closed;
  });
});
