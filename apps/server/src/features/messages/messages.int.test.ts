import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message, ThreadPage } from '@cofound/shared/messages/messages.schemas';
import { blocks, messages } from '../../db/schema';
import type { Member } from '../../test/member-kit';
import { eventsOf, settle, useMessagesTest, waitForEvents } from './messages-test-support';

const { ctx, kit, member, openSocket, chat } = useMessagesTest();

describe('sending', () => {
  let ivy: Member;
  let jack: Member;

  beforeAll(async () => {
    [ivy, jack] = await Promise.all([member('Ivy'), member('Jack')]);
    await kit.connect(ivy, jack);
  });

  it('trims the text, stores it, and answers the message', async () => {
    const response = await chat.send(ivy, jack, '  \n Hello Jack!  \t');
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
    const seenByJack = await chat.page(jack, ivy);
    expect(seenByJack.items.at(-1)).toMatchObject({ id: message.id, fromMe: false });
    expect(seenByJack.peer).toEqual({
      profileId: ivy.profileId,
      name: 'Ivy',
      title: expect.any(String),
      imageUrl: null,
      deleted: false,
    });
  });

  it('refuses empty, whitespace-only and over-long text with the shared messages', async () => {
    for (const body of ['', '   ', ' \n\t ']) {
      const response = await chat.send(ivy, jack, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fieldErrors.body).toEqual(['Type a message first.']);
    }
    const tooLong = await chat.send(ivy, jack, 'x'.repeat(4001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fieldErrors.body).toEqual([
      'Messages can be at most 4000 characters.',
    ]);
    // 4000 after trimming is fine.
    const longest = await chat.send(ivy, jack, `  ${'y'.repeat(4000)}  `);
    expect(longest.statusCode).toBe(201);
    expect(longest.json().body).toHaveLength(4000);
  });

  it('awards +3 reputation to the sender only', async () => {
    const [ivyBefore, jackBefore] = [await chat.activityScore(ivy), await chat.activityScore(jack)];
    await chat.sent(ivy, jack, 'one');
    await chat.sent(ivy, jack, 'two');
    expect(await chat.activityScore(ivy)).toBe(ivyBefore + 6);
    expect(await chat.activityScore(jack)).toBe(jackBefore);
  });

  it('tells both members live, each with the other as peer', async () => {
    const ivySocket = await openSocket(ivy);
    const jackSocket = await openSocket(jack);
    const message = await chat.sent(ivy, jack, 'Live!');
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
        i % 2 === 0 ? chat.sent(ivy, jack, `ivy ${i}`) : chat.sent(jack, ivy, `jack ${i}`),
      ),
    );
    const { items } = await chat.page(ivy, jack, '?limit=100');
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
    await kit.connect(leo, kim);
    // 75 messages, five at each instant: ties are broken by id.
    const base = Date.parse('2026-02-01T10:00:00.000Z');
    await chat.insertMessages(
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
      const current: ThreadPage = await chat.page(kim, leo, query);
      pages.push(current);
      cursor = current.olderCursor;
      // A message arriving meanwhile does not shift older pages.
      if (pages.length === 1) await chat.sent(leo, kim, 'arrives while paging');
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
    const latest = await chat.page(leo, kim);
    expect(latest.items).toHaveLength(30);
    expect(latest.items.at(-1)!.body).toBe('arrives while paging');
    expect(latest.items.at(-1)!.fromMe).toBe(true);
    expect(latest.items.slice(0, -1).map((item) => item.id)).toEqual(ordered.slice(-29));
  });

  it('after a message id returns exactly what came after it, oldest first, page by page', async () => {
    const all = [...ordered, (await chat.page(kim, leo, '?limit=1')).items[0]!.id];
    const lastSeen = all[49]!;
    const caughtUp: string[] = [];
    let after = lastSeen;
    for (;;) {
      const current = await chat.page(kim, leo, `?after=${after}&limit=10`);
      expect(current.olderCursor).toBeNull();
      caughtUp.push(...current.items.map((item) => item.id));
      if (current.items.length < 10) break;
      after = current.items.at(-1)!.id;
    }
    expect(caughtUp).toEqual(all.slice(50));
    const latest = await chat.page(kim, leo, `?after=${all.at(-1)}`);
    expect(latest.items).toEqual([]);
  });

  it('refuses a malformed cursor and a message id from another thread', async () => {
    for (const query of ['?before=garbage', `?after=${randomUUID()}`, '?after=not-a-uuid']) {
      const response = await chat.thread(kim, leo, query);
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
    await kit.connect(mia, ned);
  });

  it('counts unread messages from connected, active, unblocked members only', async () => {
    expect(await chat.unreadTotal(mia)).toBe(0);
    await chat.sent(ned, mia, 'one');
    await chat.sent(ned, mia, 'two');
    await chat.sent(ned, mia, 'three');
    await chat.sent(mia, ned, 'mine are not counted for me');
    expect(await chat.unreadTotal(mia)).toBe(3);
    expect(await chat.unreadTotal(ned)).toBe(1);

    // Oscar is not connected to Mia: his stray message does not count.
    await chat.insertMessages([{ from: oscar, to: mia, body: 'stray', at: new Date() }]);
    expect(await chat.unreadTotal(mia)).toBe(3);
    // Connected but blocked, or suspended: not counted either.
    await kit.connect(oscar, mia);
    expect(await chat.unreadTotal(mia)).toBe(4);
    await kit.block(mia, oscar);
    expect(await chat.unreadTotal(mia)).toBe(3);
    await ctx.database.db.delete(blocks).where(eq(blocks.blockerId, mia.userId));
    await kit.suspend(oscar);
    expect(await chat.unreadTotal(mia)).toBe(3);
  });

  it("marks the peer's messages read and sends the receipt to the peer", async () => {
    const nedSocket = await openSocket(ned);
    const response = await chat.markRead(mia, ned);
    expect(response.statusCode).toBe(200);
    const result = response.json() as { read: number; readAt: string };
    expect(result.read).toBe(3);
    expect(Date.parse(result.readAt)).not.toBeNaN();
    await waitForEvents(nedSocket, 'message.read', 1);
    expect(eventsOf(nedSocket, 'message.read')[0]!.payload).toEqual({
      peerProfileId: mia.profileId,
      readAt: result.readAt,
    });

    expect(await chat.unreadTotal(mia)).toBe(0);
    // Ned sees his messages read; Mia's message to Ned stays unread.
    const seenByNed = await chat.page(ned, mia);
    for (const item of seenByNed.items) {
      expect(item.readAt).toBe(item.fromMe ? result.readAt : null);
    }
    expect(await chat.unreadTotal(ned)).toBe(1);

    // Nothing new to mark: no receipt.
    const again = await chat.markRead(mia, ned);
    expect(again.json().read).toBe(0);
    await settle();
    expect(eventsOf(nedSocket, 'message.read')).toHaveLength(1);
  });

  it('tells the peer about typing, at most once per 300 ms', async () => {
    const miaSocket = await openSocket(mia);
    const burst = await Promise.all(Array.from({ length: 5 }, () => chat.typing(ned, mia)));
    for (const response of burst) expect(response.statusCode).toBe(204);
    await waitForEvents(miaSocket, 'message.typing', 1);
    await settle(350);
    expect(eventsOf(miaSocket, 'message.typing')).toHaveLength(1);
    expect(eventsOf(miaSocket, 'message.typing')[0]!.payload).toEqual({
      peerProfileId: ned.profileId,
    });
    expect((await chat.typing(ned, mia)).statusCode).toBe(204);
    await waitForEvents(miaSocket, 'message.typing', 2);
  });

  it('a client that reconnects fetches exactly what it missed', async () => {
    const first = await openSocket(ned);
    const seen = await chat.sent(mia, ned, 'seen live');
    await waitForEvents(first, 'message.created', 1);
    first.socket.close();
    await first.closed;

    const missed = [await chat.sent(mia, ned, 'missed 1'), await chat.sent(mia, ned, 'missed 2')];
    const again = await openSocket(ned);
    expect(again.frames[0]!.event).toBe('realtime.ready');
    const caughtUp = await chat.page(ned, mia, `?after=${seen.id}`);
    expect(caughtUp.items.map((item) => item.id)).toEqual(missed.map((item) => item.id));
  });
});
