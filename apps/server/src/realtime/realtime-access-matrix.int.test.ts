import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE_UNAUTHENTICATED, realtimeEventSchemas } from '@cofound/shared/realtime';
import { buildMatrixWorld } from '../test/access-matrix/matrix-world';
import type { MatrixWorld } from '../test/access-matrix/matrix-types';
import {
  eventExpectations,
  listeners,
  type Listener,
} from '../test/access-matrix/realtime-expectations';
import { TEST_APP_URL } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { openRealtimeSocket, realtimeUrl, type RealtimeTestSocket } from './realtime-test-client';

/**
 * The access matrix over the websocket: who may open one, and for every event of the shared map
 * exactly who receives it. Owner and peer are connected; member and admin have no part in
 * anything the triggers do, so they must receive nothing.
 */
const ctx = useTestApp();
let world: MatrixWorld;
let url: string;
const sockets = {} as Record<Listener, RealtimeTestSocket>;
const opened: RealtimeTestSocket[] = [];

function open(headers: Record<string, string>) {
  const socket = openRealtimeSocket(url, headers);
  opened.push(socket);
  return socket;
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = realtimeUrl(ctx.app);
  world = await buildMatrixWorld(ctx.app, ctx.database);
  for (const listener of listeners) {
    sockets[listener] = open({ origin: TEST_APP_URL, cookie: world[listener].cookie });
    await sockets[listener].waitForFrames(1);
  }
});

afterAll(() => {
  for (const { socket } of opened) socket.terminate();
});

describe('the access matrix over the websocket', () => {
  it('closes a visitor socket with 4401 and refuses a cross-site handshake with 403', async () => {
    const visitor = open({ origin: TEST_APP_URL });
    expect((await visitor.closed).code).toBe(REALTIME_CLOSE_UNAUTHENTICATED);
    const crossSite = open({ origin: 'http://evil.localhost:3000', cookie: world.owner.cookie });
    expect(await crossSite.refused).toBe(403);
  });

  it("greets every member with 'realtime.ready' for themselves alone", () => {
    for (const listener of listeners) {
      expect(sockets[listener].frames[0]).toMatchObject({
        event: 'realtime.ready',
        payload: { userId: world[listener].userId },
      });
    }
  });

  it('has an audience declared for every event of the shared map', () => {
    const declared = ['realtime.ready', ...Object.keys(eventExpectations)].sort();
    expect(declared).toEqual(Object.keys(realtimeEventSchemas).sort());
  });

  for (const [event, expectation] of Object.entries(eventExpectations)) {
    const audience = expectation.recipients.join(' and ') || 'its topic watchers';
    it(`delivers '${event}' to ${audience} only`, async () => {
      const seen = (listener: Listener) =>
        sockets[listener].frames.filter((frame) => frame.event === event).length;
      const before = Object.fromEntries(listeners.map((listener) => [listener, seen(listener)]));
      await expectation.trigger(world);
      await vi.waitFor(
        () => {
          for (const listener of expectation.recipients) {
            expect(seen(listener)).toBeGreaterThan(before[listener]!);
          }
        },
        { timeout: 5000, interval: 10 },
      );
      // Fan-out goes through one NOTIFY to every socket at once: a stray frame would be here by now.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const strays = listeners.filter(
        (listener) =>
          !expectation.recipients.includes(listener) && seen(listener) > before[listener]!,
      );
      expect(strays).toEqual([]);
    });
  }
});
