import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message, ThreadPage } from '@cofound/shared/messages/messages.schemas';
import type { RealtimeTestSocket } from '../../realtime/realtime-test-client';
import { memberKit, type Member, type MemberKit } from '../../test/member-kit';
import { useTwoInstances } from '../../test/use-two-instances';
import { settle } from './messages-test-support';

// Two app instances, each with its own pool and LISTEN connection, on one PostgreSQL database,
// as behind a load balancer. Runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('message delivery across two instances', () => {
  const instances = useTwoInstances();
  let onA: MemberKit;
  let onB: MemberKit;
  let alice: Member;
  let bob: Member;

  async function open(app: FastifyInstance, who: Member) {
    const socket = instances.openSocket(app, who.cookie);
    await socket.waitForFrames(1);
    expect(socket.frames[0]!.event).toBe('realtime.ready');
    return socket;
  }

  async function send(on: MemberKit, from: Member, to: Member, body: string) {
    const response = await on.as(from).post(`/api/messages/${to.profileId}`, { body });
    expect(response.statusCode).toBe(201);
    return response.json() as Message;
  }

  const created = (socket: RealtimeTestSocket) =>
    socket.frames.filter((frame) => frame.event === 'message.created');
  const waitForCreated = (socket: RealtimeTestSocket, count: number) =>
    vi.waitFor(() => expect(created(socket).length).toBeGreaterThanOrEqual(count), {
      timeout: 5000,
      interval: 10,
    });

  beforeAll(async () => {
    onA = memberKit({ app: instances.appA, database: instances.databaseA });
    onB = memberKit({ app: instances.appB, database: instances.databaseB });
    alice = await onA.member({ name: 'alice' });
    bob = await onB.member({ name: 'bob' });
    await onA.connect(alice, bob);
  });

  it('a message sent through A reaches the receiver on B, and the sender’s tab on B, once', async () => {
    const bobOnB = await open(instances.appB, bob);
    const aliceOnB = await open(instances.appB, alice);
    const message = await send(onA, alice, bob, 'Hello from instance A');
    await Promise.all([waitForCreated(bobOnB, 1), waitForCreated(aliceOnB, 1)]);
    await settle();
    expect(created(bobOnB).map((frame) => frame.payload)).toEqual([
      { messageId: message.id, peerProfileId: alice.profileId },
    ]);
    expect(created(aliceOnB).map((frame) => frame.payload)).toEqual([
      { messageId: message.id, peerProfileId: bob.profileId },
    ]);
    // The receiver fetches it through B.
    const response = await onB.as(bob).get(`/api/messages/${alice.profileId}?after=${message.id}`);
    expect((response.json() as ThreadPage).items).toEqual([]);
    const latest = await onB.as(bob).get(`/api/messages/${alice.profileId}`);
    expect((latest.json() as ThreadPage).items.map((item) => item.body)).toEqual([
      'Hello from instance A',
    ]);
    for (const socket of [bobOnB, aliceOnB]) socket.socket.close();
    await Promise.all([bobOnB.closed, aliceOnB.closed]);
  });

  it('a client that disconnects gets exactly the missed messages on reconnect, no duplicates', async () => {
    const first = await open(instances.appB, bob);
    const seen = await send(onA, alice, bob, 'seen live');
    await waitForCreated(first, 1);
    const lastSeenId = created(first).at(-1)!.payload as { messageId: string };
    expect(lastSeenId.messageId).toBe(seen.id);
    first.socket.close();
    await first.closed;

    const missed = [
      await send(onA, alice, bob, 'missed one'),
      await send(onB, alice, bob, 'missed two'),
    ];
    const again = await open(instances.appB, bob);
    const response = await onB.as(bob).get(`/api/messages/${alice.profileId}?after=${seen.id}`);
    expect(response.statusCode).toBe(200);
    const caughtUp = (response.json() as ThreadPage).items;
    expect(caughtUp.map((item) => item.id)).toEqual(missed.map((item) => item.id));
    expect(caughtUp.map((item) => item.body)).toEqual(['missed one', 'missed two']);

    // Live again: the next message arrives once, and catching up after it yields nothing twice.
    const next = await send(onA, alice, bob, 'back online');
    await waitForCreated(again, 1);
    await settle();
    expect(created(again).map((frame) => frame.payload)).toEqual([
      { messageId: next.id, peerProfileId: alice.profileId },
    ]);
    const after = await onB
      .as(bob)
      .get(`/api/messages/${alice.profileId}?after=${missed.at(-1)!.id}`);
    expect((after.json() as ThreadPage).items.map((item) => item.id)).toEqual([next.id]);
  });
});
