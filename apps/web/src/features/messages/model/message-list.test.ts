import { describe, expect, it } from 'vitest';
import { messageMessages, type Message } from '@cofound/shared/messages/messages.schemas';
import {
  catchUpAnchor,
  lastUnreadFromPeer,
  mergeMessages,
  withMessageRemoved,
  withPeerMessagesRead,
  withReadReceipt,
} from './message-list';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second)).toISOString();
const message = (id: string, second: number, overrides: Partial<Message> = {}): Message => ({
  id,
  body: `body ${id}`,
  fromMe: false,
  createdAt: at(second),
  readAt: null,
  ...overrides,
});

describe('mergeMessages', () => {
  it('shows every message once, oldest first, the newer copy winning', () => {
    const current = [message('a', 1), message('b', 2, { fromMe: true })];
    const incoming = [message('c', 3), message('b', 2, { fromMe: true, readAt: at(5) })];
    const merged = mergeMessages(current, incoming);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1]?.readAt).toBe(at(5));
  });

  it('keeps a read receipt that a stale fetch does not have yet', () => {
    const shown = [message('b', 2, { fromMe: true, readAt: at(5) })];
    const stale = [message('b', 2, { fromMe: true }), message('c', 3)];
    expect(mergeMessages(shown, stale)[0]?.readAt).toBe(at(5));
  });

  it('puts an older page before what is shown', () => {
    const merged = mergeMessages([message('c', 3), message('d', 4)], [message('a', 1)]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'c', 'd']);
  });

  it('orders messages of the same instant by id', () => {
    expect(mergeMessages([message('y', 1)], [message('x', 1)]).map((m) => m.id)).toEqual([
      'x',
      'y',
    ]);
  });
});

describe('removed messages', () => {
  it('shows the removal notice in the message’s place', () => {
    const items = [message('a', 1), message('b', 2, { fromMe: true })];
    const next = withMessageRemoved(items, 'b');
    expect(next.map((m) => [m.id, m.body])).toEqual([
      ['a', 'body a'],
      ['b', messageMessages.removed],
    ]);
    expect(next[1]).toMatchObject({ fromMe: true, createdAt: at(2) });
  });

  it('keeps the same list for a message not shown or removed already', () => {
    const items = [message('a', 1, { body: messageMessages.removed })];
    expect(withMessageRemoved(items, 'a')).toBe(items);
    expect(withMessageRemoved(items, 'z')).toBe(items);
  });

  it('keeps a removal that a stale fetch does not have yet', () => {
    const current = [message('a', 1, { body: messageMessages.removed })];
    const merged = mergeMessages(current, [message('a', 1), message('b', 2)]);
    expect(merged.map((m) => m.body)).toEqual([messageMessages.removed, 'body b']);
  });
});

describe('read receipts', () => {
  it('marks my messages sent until the peer read them', () => {
    const items = [
      message('a', 1, { fromMe: true }),
      message('b', 2),
      message('c', 9, { fromMe: true }),
    ];
    const next = withReadReceipt(items, at(5));
    expect(next.map((m) => m.readAt)).toEqual([at(5), null, null]);
  });

  it('keeps the same list when nothing changes', () => {
    const items = [message('a', 1)];
    expect(withReadReceipt(items, at(5))).toBe(items);
    expect(withPeerMessagesRead([message('b', 1, { fromMe: true })], at(5))).toHaveLength(1);
  });

  it("marks the peer's messages read by me", () => {
    const items = [message('a', 1), message('b', 2, { fromMe: true })];
    expect(withPeerMessagesRead(items, at(3)).map((m) => m.readAt)).toEqual([at(3), null]);
  });

  it('finds the newest unread message from the peer', () => {
    const items = [message('a', 1), message('b', 2), message('c', 3, { fromMe: true })];
    expect(lastUnreadFromPeer(items)?.id).toBe('b');
    expect(lastUnreadFromPeer(withPeerMessagesRead(items, at(4)))).toBeUndefined();
  });
});

describe('catchUpAnchor', () => {
  it('is the last message when all of mine are read', () => {
    expect(catchUpAnchor([message('a', 1), message('b', 2, { fromMe: true, readAt: at(3) })])).toBe(
      'b',
    );
  });

  it('starts before my first unread message, so its receipt comes too', () => {
    const items = [message('a', 1), message('b', 2, { fromMe: true }), message('c', 3)];
    expect(catchUpAnchor(items)).toBe('a');
  });

  it('is null when there is nothing to start after', () => {
    expect(catchUpAnchor([])).toBeNull();
    expect(catchUpAnchor([message('a', 1, { fromMe: true })])).toBeNull();
  });
});
