import { beforeAll, describe, expect, it } from 'vitest';
import { signUpMember } from '../test/test-app';
import { useTwoInstances } from '../test/use-two-instances';
import { LISTENER_APPLICATION_NAME } from './postgres-listener';
import type { RealtimeTestSocket } from './realtime-test-client';

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

// Two app instances, each with its own pool and listener, on one PostgreSQL database: what a
// deployment behind a load balancer looks like. Runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime across instances on PostgreSQL', () => {
  const instances = useTwoInstances();
  let alice: { cookie: string; userId: string };
  let bob: { cookie: string; userId: string };

  const framesWithId = (socket: RealtimeTestSocket, id: string) =>
    socket.frames.filter((frame) => frame.id === id);

  beforeAll(async () => {
    alice = await signUpMember(instances.appA, { email: 'alice@example.com', name: 'Alice' });
    bob = await signUpMember(instances.appB, { email: 'bob@example.com', name: 'Bob' });
  });

  it('delivers an event published on instance A to a socket on instance B, exactly once', async () => {
    const onB = instances.openSocket(instances.appB, alice.cookie);
    const onA = instances.openSocket(instances.appA, alice.cookie);
    const bobOnB = instances.openSocket(instances.appB, bob.cookie);
    await Promise.all([onB.waitForFrames(1), onA.waitForFrames(1), bobOnB.waitForFrames(1)]);
    expect(onB.frames[0]).toMatchObject({
      event: 'realtime.ready',
      payload: { userId: alice.userId },
    });

    await instances.appA.realtime.publish([alice.userId], 'system.notice', { message: 'from A' });
    await Promise.all([onB.waitForFrames(2), onA.waitForFrames(2)]);
    await settle();
    const event = onB.frames[1]!;
    expect(event).toMatchObject({ event: 'system.notice', payload: { message: 'from A' } });
    expect(framesWithId(onB, event.id)).toHaveLength(1);
    expect(framesWithId(onA, event.id)).toHaveLength(1);
    expect(bobOnB.frames).toHaveLength(1);

    await instances.appB.realtime.publish([alice.userId, bob.userId], 'system.notice', {
      message: 'from B',
    });
    await Promise.all([onA.waitForFrames(3), bobOnB.waitForFrames(2)]);
    await settle();
    expect(onA.frames.map((frame) => frame.payload)).toEqual([
      { userId: alice.userId },
      { message: 'from A' },
      { message: 'from B' },
    ]);
    expect(onB.frames).toHaveLength(3);
    expect(bobOnB.frames.map((frame) => frame.payload)).toEqual([
      { userId: bob.userId },
      { message: 'from B' },
    ]);
    for (const socket of [onA, onB, bobOnB]) socket.socket.close();
    await Promise.all([onA.closed, onB.closed, bobOnB.closed]);
  });

  it('delivers a topic event published on instance A to a watcher on instance B', async () => {
    const topic = 'test:00000000-0000-4000-8000-000000000001';
    for (const app of [instances.appA, instances.appB]) {
      app.realtime.allowTopic('test', async (userId) => userId === bob.userId);
    }
    const watcher = instances.openSocket(instances.appB, bob.cookie);
    const refused = instances.openSocket(instances.appB, alice.cookie);
    await Promise.all([watcher.waitForFrames(1), refused.waitForFrames(1)]);
    for (const socket of [watcher, refused])
      socket.socket.send(JSON.stringify({ type: 'watch', topic }));
    await settle();
    await instances.appA.realtime.publishToTopic(topic, 'team.changed', {
      projectId: '00000000-0000-4000-8000-000000000001',
    });
    await watcher.waitForFrames(2);
    await settle();
    expect(watcher.frames[1]).toMatchObject({ event: 'team.changed' });
    expect(refused.frames).toHaveLength(1);
    for (const socket of [watcher, refused]) socket.socket.close();
    await Promise.all([watcher.closed, refused.closed]);
  });

  it('listens again after its connection is killed, and tells clients to refetch', async () => {
    const onB = instances.openSocket(instances.appB, alice.cookie);
    await onB.waitForFrames(1);
    if (instances.databaseA.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { rowCount } = await instances.databaseA.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    expect(rowCount).toBe(2);

    await onB.waitForFrames(2);
    expect(onB.frames[1]).toMatchObject({
      event: 'realtime.ready',
      payload: { userId: alice.userId },
    });
    await instances.appA.realtime.publish([alice.userId], 'system.notice', {
      message: 'after the outage',
    });
    await onB.waitForFrames(3);
    await settle();
    expect(onB.frames.map((frame) => frame.event)).toEqual([
      'realtime.ready',
      'realtime.ready',
      'system.notice',
    ]);
    onB.socket.close();
    await onB.closed;
  });

  it('loses no event published while its listener is down: they are replayed from the outbox', async () => {
    const onB = instances.openSocket(instances.appB, alice.cookie);
    await onB.waitForFrames(1);
    if (instances.databaseA.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // Both listeners go; A keeps publishing through its pool as if nothing happened.
    await instances.databaseA.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    const sent = Array.from({ length: 20 }, (_, index) => `during the gap ${index}`);
    for (const message of sent) {
      await instances.appA.realtime.publish([alice.userId], 'system.notice', { message });
    }
    await onB.waitForFrames(1 + 1 + sent.length, 15_000);
    await settle();
    const notices = onB.frames
      .filter((frame) => frame.event === 'system.notice')
      .map((frame) => (frame.payload as { message: string }).message);
    expect(notices.sort()).toEqual([...sent].sort());
    onB.socket.close();
    await onB.closed;
  });
});
