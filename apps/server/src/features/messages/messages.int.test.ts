import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message, ThreadPage } from '@cofound/shared/messages/messages.schemas';
import type { RealtimeEventName } from '@cofound/shared/realtime';
import { blocks, connections, messages, profiles, reputationScores } from '../../db/schema';
import {
  openRealtimeSocket,
  realtimeUrl,
  type RealtimeTestSocket,
} from '../../realtime/realtime-test-client';
import { fromApp, signUpMember, TEST_APP_URL } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Member = { cookie: string; userId: string; profileId: string; name: string };

const NOT_CONNECTED = 'You can only message users you are connected with';
const ctx = useTestApp();
const sockets: RealtimeTestSocket[] = [];
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

let counter = 0;
async function member(name: string): Promise<Member> {
  counter += 1;
  const signed = await signUpMember(ctx.app, { email: `msg-${counter}@example.com`, name });
  return { ...signed, name };
}

async function connect(
  a: Member,
  b: Member,
  status: 'accepted' | 'pending' | 'rejected' = 'accepted',
) {
  await ctx.database.db.insert(connections).values({
    senderId: a.userId,
    receiverId: b.userId,
    status,
  });
}

function call(
  who: Member | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return ctx.app.inject({
    method,
    url,
    headers: fromApp(who?.cookie),
    ...(payload ? { payload } : {}),
  });
}
const thread = (who: Member | null, peer: { profileId: string }, query = '') =>
  call(who, 'GET', `/api/messages/${peer.profileId}${query}`);
const send = (who: Member | null, peer: { profileId: string }, body: string) =>
  call(who, 'POST', `/api/messages/${peer.profileId}`, { body });
const markRead = (who: Member | null, peer: { profileId: string }) =>
  call(who, 'POST', `/api/messages/${peer.profileId}/read`);
const typing = (who: Member | null, peer: { profileId: string }) =>
  call(who, 'POST', `/api/messages/${peer.profileId}/typing`);
const unread = (who: Member | null) => call(who, 'GET', '/api/messages/unread');

async function sent(who: Member, peer: Member, body: string): Promise<Message> {
  const response = await send(who, peer, body);
  expect(response.statusCode).toBe(201);
  return response.json();
}
async function page(who: Member, peer: Member, query = ''): Promise<ThreadPage> {
  const response = await thread(who, peer, query);
  expect(response.statusCode).toBe(200);
  return response.json();
}
async function unreadTotal(who: Member): Promise<number> {
  const response = await unread(who);
  expect(response.statusCode).toBe(200);
  return response.json().total;
}

async function openSocket(who: Member) {
  const socket = openRealtimeSocket(realtimeUrl(ctx.app), {
    origin: TEST_APP_URL,
    cookie: who.cookie,
  });
  sockets.push(socket);
  await socket.waitForFrames(1); // realtime.ready
  return socket;
}
const eventsOf = (socket: RealtimeTestSocket, event: RealtimeEventName) =>
  socket.frames.filter((frame) => frame.event === event);
function waitForEvents(socket: RealtimeTestSocket, event: RealtimeEventName, count: number) {
  return vi.waitFor(() => expect(eventsOf(socket, event).length).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
    interval: 10,
  });
}

async function activityScore(who: Member): Promise<number> {
  const [row] = await ctx.database.db
    .select({ activity: reputationScores.activityScore })
    .from(reputationScores)
    .where(eq(reputationScores.profileId, who.profileId));
  return row!.activity;
}

/** Messages written straight into the table, for paging tests that need exact times. */
async function insertMessages(rows: { from: Member; to: Member; body: string; at: Date }[]) {
  return ctx.database.db
    .insert(messages)
    .values(
      rows.map((row) => ({
        senderId: row.from.userId,
        receiverId: row.to.userId,
        body: row.body,
        createdAt: row.at,
      })),
    )
    .returning({ id: messages.id });
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const { socket } of sockets) socket.terminate();
});

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
    await connect(alice, bob);
    await connect(carol, alice);
    await connect(alice, dan, 'pending');
    await connect(erin, alice, 'rejected');
  });

  it('answers 401 on every route to signed-out visitors', async () => {
    const responses = await Promise.all([
      thread(null, bob),
      send(null, bob, 'hello'),
      markRead(null, bob),
      typing(null, bob),
      unread(null),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 400 for a malformed profile id', async () => {
    for (const response of await Promise.all([
      thread(alice, { profileId: 'not-a-uuid' }),
      send(alice, { profileId: 'not-a-uuid' }, 'hello'),
      markRead(alice, { profileId: '1' }),
      typing(alice, { profileId: '1' }),
    ])) {
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 404 Profile not found for an unknown, suspended or banned member', async () => {
    const unknown = { profileId: randomUUID() };
    for (const response of [await thread(alice, unknown), await send(alice, unknown, 'hi')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    }
    const [suspended, banned] = await Promise.all([member('Suspended'), member('Banned')]);
    await connect(alice, suspended);
    await connect(banned, alice);
    await ctx.database.db
      .update(profiles)
      .set({ status: 'suspended' })
      .where(eq(profiles.id, suspended.profileId));
    await ctx.database.db
      .update(profiles)
      .set({ status: 'banned' })
      .where(eq(profiles.id, banned.profileId));
    for (const target of [suspended, banned]) {
      for (const response of [
        await thread(alice, target),
        await send(alice, target, 'hi'),
        await markRead(alice, target),
        await typing(alice, target),
      ]) {
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
      for (const response of [
        await thread(from, to),
        await send(from, to, 'hello'),
        await markRead(from, to),
        await typing(from, to),
      ]) {
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
    const first = await sent(alice, bob, 'Just between us');
    await sent(bob, alice, 'Sure');
    const aliceSocket = await openSocket(alice);
    const carolSocket = await openSocket(carol);

    // Carol is connected to Alice only: Bob's side of anything is refused.
    for (const response of [
      await thread(carol, bob),
      await send(carol, bob, 'hi'),
      await markRead(carol, bob),
      await typing(carol, bob),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(NOT_CONNECTED);
    }
    // Her own thread with Alice holds none of Alice and Bob's messages, even asked by their id.
    expect((await page(carol, alice)).items).toEqual([]);
    const byId = await thread(carol, alice, `?after=${first.id}`);
    expect(byId.statusCode).toBe(400);
    expect(JSON.stringify(byId.json())).not.toContain('Just between us');

    // Alice and Bob chat, type and read: Alice hears it, Carol hears nothing.
    await sent(bob, alice, 'Are you there?');
    expect((await typing(bob, alice)).statusCode).toBe(204);
    expect((await markRead(bob, alice)).statusCode).toBe(200);
    await waitForEvents(aliceSocket, 'message.typing', 1);
    await waitForEvents(aliceSocket, 'message.read', 1);
    await waitForEvents(aliceSocket, 'message.created', 1);
    await settle();
    expect(carolSocket.frames.map((frame) => frame.event)).toEqual(['realtime.ready']);
  });

  it('a block stops reading and sending both ways, whoever blocked', async () => {
    const [gina, hank] = await Promise.all([member('Gina'), member('Hank')]);
    await connect(gina, hank);
    await sent(gina, hank, 'Before the block');
    await ctx.database.db.insert(blocks).values({ blockerId: hank.userId, blockedId: gina.userId });
    for (const [from, to] of [
      [gina, hank],
      [hank, gina],
    ] as const) {
      for (const response of [
        await thread(from, to),
        await send(from, to, 'hello?'),
        await markRead(from, to),
        await typing(from, to),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(NOT_CONNECTED);
      }
    }
    // The block alone refused them: gone, the (still accepted) connection works again.
    await ctx.database.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, hank.userId), eq(blocks.blockedId, gina.userId)));
    await sent(hank, gina, 'Unblocked');

    // Through the safety route: the block also ends the connection.
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: fromApp(gina.cookie),
      payload: { profileId: hank.profileId },
    });
    expect(blocked.statusCode).toBe(204);
    for (const [from, to] of [
      [gina, hank],
      [hank, gina],
    ] as const) {
      expect((await thread(from, to)).statusCode).toBe(403);
      expect((await send(from, to, 'hello?')).statusCode).toBe(403);
    }
  });
});

describe('sending', () => {
  let ivy: Member;
  let jack: Member;

  beforeAll(async () => {
    [ivy, jack] = await Promise.all([member('Ivy'), member('Jack')]);
    await connect(ivy, jack);
  });

  it('trims the text, stores it, and answers the message', async () => {
    const response = await send(ivy, jack, '  \n Hello Jack!  \t');
    expect(response.statusCode).toBe(201);
    const message = response.json() as Message;
    expect(message).toMatchObject({ body: 'Hello Jack!', fromMe: true, readAt: null });
    expect(Date.parse(message.createdAt)).not.toBeNaN();
    const [row] = await ctx.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row).toMatchObject({
      senderId: ivy.userId,
      receiverId: jack.userId,
      body: 'Hello Jack!',
    });
    const seenByJack = await page(jack, ivy);
    expect(seenByJack.items.at(-1)).toMatchObject({ id: message.id, fromMe: false });
    expect(seenByJack.peer).toEqual({
      profileId: ivy.profileId,
      name: 'Ivy',
      title: expect.any(String),
      imageUrl: null,
    });
  });

  it('refuses empty, whitespace-only and over-long text with the shared messages', async () => {
    for (const body of ['', '   ', ' \n\t ']) {
      const response = await send(ivy, jack, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.body).toEqual(['Type a message first.']);
    }
    const tooLong = await send(ivy, jack, 'x'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors.body).toEqual([
      'Messages can be at most 4000 characters.',
    ]);
    // 4000 after trimming is fine.
    const longest = await send(ivy, jack, `  ${'y'.repeat(4000)}  `);
    expect(longest.statusCode).toBe(201);
    expect(longest.json().body).toHaveLength(4000);
  });

  it('awards +3 reputation to the sender only', async () => {
    const [ivyBefore, jackBefore] = [await activityScore(ivy), await activityScore(jack)];
    await sent(ivy, jack, 'one');
    await sent(ivy, jack, 'two');
    expect(await activityScore(ivy)).toBe(ivyBefore + 6);
    expect(await activityScore(jack)).toBe(jackBefore);
  });

  it('tells both members live, each with the other as peer', async () => {
    const ivySocket = await openSocket(ivy);
    const jackSocket = await openSocket(jack);
    const message = await sent(ivy, jack, 'Live!');
    await waitForEvents(jackSocket, 'message.created', 1);
    await waitForEvents(ivySocket, 'message.created', 1);
    expect(eventsOf(jackSocket, 'message.created')[0]!.payload).toEqual({
      messageId: message.id,
      peerProfileId: ivy.profileId,
    });
    expect(eventsOf(ivySocket, 'message.created')[0]!.payload).toEqual({
      messageId: message.id,
      peerProfileId: jack.profileId,
    });
  });

  it('concurrent sends from both sides all land, in a strict order of time', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? sent(ivy, jack, `ivy ${i}`) : sent(jack, ivy, `jack ${i}`),
      ),
    );
    const { items } = await page(ivy, jack, '?limit=100');
    const ids = items.map((item) => item.id);
    for (const result of results) expect(ids).toContain(result.id);
    const times = items.map((item) => item.createdAt);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! > times[i - 1]!).toBe(true);
  });
});

describe('history paging and catch-up', () => {
  let kim: Member;
  let leo: Member;
  let ordered: string[];

  beforeAll(async () => {
    [kim, leo] = await Promise.all([member('Kim'), member('Leo')]);
    await connect(leo, kim);
    // 75 messages, five at each instant: ties are broken by id.
    const base = Date.parse('2026-02-01T10:00:00.000Z');
    await insertMessages(
      Array.from({ length: 75 }, (_, i) => ({
        from: i % 2 === 0 ? kim : leo,
        to: i % 2 === 0 ? leo : kim,
        body: `message ${i}`,
        at: new Date(base + Math.floor(i / 5) * 1000),
      })),
    );
    const rows = await ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(sql`${messages.senderId} in (${kim.userId}, ${leo.userId})`)
      .orderBy(messages.createdAt, messages.id);
    ordered = rows.map((row) => row.id);
    expect(ordered).toHaveLength(75);
  });

  it('returns every message exactly once across pages, newest last', async () => {
    const pages: ThreadPage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query = cursor ? `?limit=30&before=${encodeURIComponent(cursor)}` : '?limit=30';
      const current: ThreadPage = await page(kim, leo, query);
      pages.push(current);
      cursor = current.olderCursor;
      // A message arriving meanwhile does not shift older pages.
      if (pages.length === 1) await sent(leo, kim, 'arrives while paging');
    }
    expect(pages.map((current) => current.items.length)).toEqual([30, 30, 15]);
    const seen = pages
      .reverse()
      .flatMap((current) => current.items)
      .map((item) => item.id);
    expect(seen).toEqual(ordered);
    expect(new Set(seen).size).toBe(75);
  });

  it('the default page is the newest 30, oldest first', async () => {
    const latest = await page(leo, kim);
    expect(latest.items).toHaveLength(30);
    expect(latest.items.at(-1)!.body).toBe('arrives while paging');
    expect(latest.items.at(-1)!.fromMe).toBe(true);
    expect(latest.items.slice(0, -1).map((item) => item.id)).toEqual(ordered.slice(-29));
  });

  it('after a message id returns exactly what came after it, oldest first, page by page', async () => {
    const all = [...ordered, (await page(kim, leo, '?limit=1')).items[0]!.id];
    const lastSeen = all[49]!;
    const caughtUp: string[] = [];
    let after = lastSeen;
    for (;;) {
      const current = await page(kim, leo, `?after=${after}&limit=10`);
      expect(current.olderCursor).toBeNull();
      caughtUp.push(...current.items.map((item) => item.id));
      if (current.items.length < 10) break;
      after = current.items.at(-1)!.id;
    }
    expect(caughtUp).toEqual(all.slice(50));
    const latest = await page(kim, leo, `?after=${all.at(-1)}`);
    expect(latest.items).toEqual([]);
  });

  it('refuses a malformed cursor and a message id from another thread', async () => {
    for (const query of ['?before=garbage', `?after=${randomUUID()}`, '?after=not-a-uuid']) {
      const response = await thread(kim, leo, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('read receipts, unread totals and typing', () => {
  let mia: Member;
  let ned: Member;
  let oscar: Member;

  beforeAll(async () => {
    [mia, ned, oscar] = await Promise.all([member('Mia'), member('Ned'), member('Oscar')]);
    await connect(mia, ned);
  });

  it('counts unread messages from connected, active, unblocked members only', async () => {
    expect(await unreadTotal(mia)).toBe(0);
    await sent(ned, mia, 'one');
    await sent(ned, mia, 'two');
    await sent(ned, mia, 'three');
    await sent(mia, ned, 'mine are not counted for me');
    expect(await unreadTotal(mia)).toBe(3);
    expect(await unreadTotal(ned)).toBe(1);

    // Oscar is not connected to Mia: his stray message does not count.
    await insertMessages([{ from: oscar, to: mia, body: 'stray', at: new Date() }]);
    expect(await unreadTotal(mia)).toBe(3);
    // Connected but blocked, or suspended: not counted either.
    await connect(oscar, mia);
    expect(await unreadTotal(mia)).toBe(4);
    await ctx.database.db.insert(blocks).values({ blockerId: mia.userId, blockedId: oscar.userId });
    expect(await unreadTotal(mia)).toBe(3);
    await ctx.database.db.delete(blocks).where(eq(blocks.blockerId, mia.userId));
    await ctx.database.db
      .update(profiles)
      .set({ status: 'suspended' })
      .where(eq(profiles.id, oscar.profileId));
    expect(await unreadTotal(mia)).toBe(3);
  });

  it("marks the peer's messages read and sends the receipt to the peer", async () => {
    const nedSocket = await openSocket(ned);
    const response = await markRead(mia, ned);
    expect(response.statusCode).toBe(200);
    const result = response.json() as { read: number; readAt: string };
    expect(result.read).toBe(3);
    expect(Date.parse(result.readAt)).not.toBeNaN();
    await waitForEvents(nedSocket, 'message.read', 1);
    expect(eventsOf(nedSocket, 'message.read')[0]!.payload).toEqual({
      peerProfileId: mia.profileId,
      readAt: result.readAt,
    });

    expect(await unreadTotal(mia)).toBe(0);
    // Ned sees his messages read; Mia's message to Ned stays unread.
    const seenByNed = await page(ned, mia);
    for (const item of seenByNed.items) {
      expect(item.readAt).toBe(item.fromMe ? result.readAt : null);
    }
    expect(await unreadTotal(ned)).toBe(1);

    // Nothing new to mark: no receipt.
    const again = await markRead(mia, ned);
    expect(again.json().read).toBe(0);
    await settle();
    expect(eventsOf(nedSocket, 'message.read')).toHaveLength(1);
  });

  it('tells the peer about typing, at most once per 300 ms', async () => {
    const miaSocket = await openSocket(mia);
    const burst = await Promise.all(Array.from({ length: 5 }, () => typing(ned, mia)));
    for (const response of burst) expect(response.statusCode).toBe(204);
    await waitForEvents(miaSocket, 'message.typing', 1);
    await settle(350);
    expect(eventsOf(miaSocket, 'message.typing')).toHaveLength(1);
    expect(eventsOf(miaSocket, 'message.typing')[0]!.payload).toEqual({
      peerProfileId: ned.profileId,
    });
    expect((await typing(ned, mia)).statusCode).toBe(204);
    await waitForEvents(miaSocket, 'message.typing', 2);
  });

  it('a client that reconnects fetches exactly what it missed', async () => {
    const first = await openSocket(ned);
    const seen = await sent(mia, ned, 'seen live');
    await waitForEvents(first, 'message.created', 1);
    first.socket.close();
    await first.closed;

    const missed = [await sent(mia, ned, 'missed 1'), await sent(mia, ned, 'missed 2')];
    const again = await openSocket(ned);
    expect(again.frames[0]!.event).toBe('realtime.ready');
    const caughtUp = await page(ned, mia, `?after=${seen.id}`);
    expect(caughtUp.items.map((item) => item.id)).toEqual(missed.map((item) => item.id));
  });
});
