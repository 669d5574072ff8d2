import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_CLOSE_UNAUTHENTICATED } from '@cofound/shared/realtime';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import type { DatabaseHandle } from '../db/client';
import type { SessionLookup } from './realtime-route';
import { registerRouteAccess } from '../http/route-access';
import { createTestDatabase } from '../test/test-database';
import { createRealtime, type Realtime } from '.';
import { CLOSE_POLICY_VIOLATION, CLOSE_TRY_AGAIN_LATER } from './realtime-connection';
import { openRealtimeSocket, realtimeUrl, type RealtimeTestSocket } from './realtime-test-client';

// Socket lifecycle with short timers and sessions held in a map (cookie -> member), so that a
// test can end a session or make the session check fail without waiting a minute.
const APP_URL = 'http://localhost:3000';

describe('realtime connection lifecycle', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let realtime: Realtime;
  let url: string;
  const sessions = new Map<string, SessionUser | 'broken'>();
  const sockets: RealtimeTestSocket[] = [];

  function member(id: string): SessionUser {
    return {
      id,
      email: `${id}@example.com`,
      name: id,
      emailVerified: true,
      role: 'user',
      profileId: null,
      plan: 'free',
    };
  }

  function open(cookie: string, options: { autoPong?: boolean } = {}) {
    const socket = openRealtimeSocket(url, { origin: APP_URL, cookie }, options);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    const accounts = {
      async getSessionUser(headers) {
        const session = sessions.get(headers.cookie ?? '');
        if (session === 'broken') throw new Error('database unavailable');
        return session ?? null;
      },
    } satisfies SessionLookup;
    database = await createTestDatabase();
    app = Fastify({ logger: false });
    await app.register(websocket, { options: { maxPayload: 4096 } });
    registerRouteAccess(app, (request) => accounts.getSessionUser(request.headers));
    realtime = await createRealtime(app, {
      database,
      accounts,
      appUrl: APP_URL,
      // Long enough that a loaded CI machine still answers pings in time.
      heartbeatMs: 1000,
      revalidateMs: 100,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = realtimeUrl(app);
  });

  afterAll(async () => {
    for (const { socket } of sockets) socket.terminate();
    await app?.close();
    await database?.close();
  });

  it('closes the socket with 4401 once the session has ended', async () => {
    sessions.set('s1', member('u1'));
    const socket = open('s1');
    await socket.waitForFrames(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(realtime.connectedCount()).toBe(1);
    sessions.delete('s1');
    expect((await socket.closed).code).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
    expect(realtime.connectedCount()).toBe(0);
  });

  it('keeps the socket when the session check itself fails', async () => {
    sessions.set('s2', member('u2'));
    const socket = open('s2');
    await socket.waitForFrames(1);
    sessions.set('s2', 'broken');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.socket.close();
    await socket.closed;
  });

  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    sessions.set('s3', member('u3'));
    const silent = open('s3', { autoPong: false });
    const lively = open('s3');
    await silent.waitForFrames(1);
    await lively.waitForFrames(1);
    expect((await silent.closed).code).toBe(1006);
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    expect(realtime.connectedCount()).toBe(1);
    lively.socket.close();
    await lively.closed;
  });

  it('accepts 10 client messages a second and closes with 1008 past that', async () => {
    sessions.set('s4', member('u4'));
    const socket = open('s4');
    await socket.waitForFrames(1);
    for (let n = 0; n < 10; n++) socket.socket.send(JSON.stringify({ type: 'ping' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect((await socket.closed).code).toBe(CLOSE_POLICY_VIOLATION);
  });

  it('closes with 1009 when a client message is larger than any ping', async () => {
    sessions.set('s5', member('u5'));
    const socket = open('s5');
    await socket.waitForFrames(1);
    socket.socket.send('x'.repeat(10_000));
    expect((await socket.closed).code).toBe(1009);
  });

  it('closes with 1013 when more events wait than the queue holds', async () => {
    sessions.set('s6', member('u6'));
    const socket = open('s6');
    await socket.waitForFrames(1);
    await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        realtime.publish(['u6'], 'system.notice', { message: `event ${n}` }),
      ),
    );
    expect((await socket.closed).code).toBe(CLOSE_TRY_AGAIN_LATER);
    expect(socket.frames.length).toBe(10);
    expect(realtime.connectedCount()).toBe(0);
  });
});
