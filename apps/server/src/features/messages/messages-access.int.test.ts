import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks, messages } from '../../db/schema';
import type { Member } from '../../test/member-kit';
import { NOT_CONNECTED, settle, useMessagesTest, waitForEvents } from './messages-test-support';

const { ctx, kit, member, openSocket, chat } = useMessagesTest();

describe('who may message whom', () => {
  let alice: Member;
  let bob: Member;
  let carol: Member;
  let dan: Member;
  let erin: Member;
  let frank: Member;

  beforeAll(async () => {
    [alice, bob, carol, dan, erin, frank] = await Promise.all([
      member('Alice'),
      member('Bob'),
      member('Carol'),
      member('Dan'),
      member('Erin'),
      member('Frank'),
    ]);
    await kit.connect(alice, bob);
    await kit.connect(carol, alice);
    await kit.connect(alice, dan, 'pending');
    await kit.connect(erin, alice, 'rejected');
  });

  it('answers 401 on every route to signed-out visitors', async () => {
    const responses = await Promise.all([
      chat.thread(null, bob),
      chat.send(null, bob, 'hello'),
      chat.markRead(null, bob),
      chat.typing(null, bob),
      chat.unread(null),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 400 for a malformed profile id', async () => {
    for (const response of await Promise.all([
      chat.thread(alice, { profileId: 'not-a-uuid' }),
      chat.send(alice, { profileId: 'not-a-uuid' }, 'hello'),
      chat.markRead(alice, { profileId: '1' }),
      chat.typing(alice, { profileId: '1' }),
    ])) {
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 404 Profile not found for an unknown, suspended or banned member', async () => {
    const unknown = { profileId: randomUUID() };
    for (const response of [
      await chat.thread(alice, unknown),
      await chat.send(alice, unknown, 'hi'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    }
    const [suspended, banned] = await Promise.all([member('Suspended'), member('Banned')]);
    await kit.connect(alice, suspended);
    await kit.connect(banned, alice);
    await kit.suspend(suspended);
    await kit.updateProfile(banned, { status: 'banned' });
    for (const target of [suspended, banned]) {
      for (const response of await chat.everyRoute(alice, target, 'hi')) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Profile not found');
      }
    }
  });

  it('refuses messaging without an accepted connection: none, pending, rejected, yourself', async () => {
    for (const [from, to] of [
      [alice, frank], // none
      [frank, alice],
      [alice, dan], // pending, either side
      [dan, alice],
      [alice, erin], // rejected, either side
      [erin, alice],
      [alice, alice],
    ] as const) {
      for (const response of await chat.everyRoute(from, to, 'hello')) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: NOT_CONNECTED });
      }
    }
    const [stored] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(sql`${alice.userId} in (${messages.senderId}, ${messages.receiverId})`);
    expect(stored!.count).toBe(0);
  });

  it('a third member can neither read nor touch the conversation of two others, nor hear it', async () => {
    const first = await chat.sent(alice, bob, 'Just between us');
    await chat.sent(bob, alice, 'Sure');
    const aliceSocket = await openSocket(alice);
    const carolSocket = await openSocket(carol);

    // Carol is connected to Alice only: Bob's side of anything is refused.
    for (const response of await chat.everyRoute(carol, bob, 'hi')) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(NOT_CONNECTED);
    }
    // Her own thread with Alice holds none of Alice and Bob's messages, even asked by their id.
    expect((await chat.page(carol, alice)).items).toEqual([]);
    const byId = await chat.thread(carol, alice, `?after=${first.id}`);
    expect(byId.statusCode).toBe(400);
    expect(JSON.stringify(byId.json())).not.toContain('Just between us');

    // Alice and Bob chat, type and read: Alice hears it, Carol hears nothing.
    await chat.sent(bob, alice, 'Are you there?');
    expect((await chat.typing(bob, alice)).statusCode).toBe(204);
    expect((await chat.markRead(bob, alice)).statusCode).toBe(200);
    await waitForEvents(aliceSocket, 'message.typing', 1);
    await waitForEvents(aliceSocket, 'message.read', 1);
    await waitForEvents(aliceSocket, 'message.created', 1);
    await settle();
    expect(carolSocket.frames.map((frame) => frame.event)).toEqual(['realtime.ready']);
  });

  it('a block stops reading and sending both ways, whoever blocked', async () => {
    const [gina, hank] = await Promise.all([member('Gina'), member('Hank')]);
    await kit.connect(gina, hank);
    await chat.sent(gina, hank, 'Before the block');
    await kit.block(hank, gina);
    for (const [from, to] of [
      [gina, hank],
      [hank, gina],
    ] as const) {
      for (const response of await chat.everyRoute(from, to, 'hello?')) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(NOT_CONNECTED);
      }
    }
    // The block alone refused them: gone, the (still accepted) connection works again.
    await ctx.database.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, hank.userId), eq(blocks.blockedId, gina.userId)));
    await chat.sent(hank, gina, 'Unblocked');

    // Through the safety route: the block also ends the connection.
    const blocked = await kit.as(gina).post('/api/blocks', { profileId: hank.profileId });
    expect(blocked.statusCode).toBe(204);
    for (const [from, to] of [
      [gina, hank],
      [hank, gina],
    ] as const) {
      expect((await chat.thread(from, to)).statusCode).toBe(403);
      expect((await chat.send(from, to, 'hello?')).statusCode).toBe(403);
    }
  });
});
