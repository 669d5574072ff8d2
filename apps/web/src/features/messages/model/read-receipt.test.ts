import { describe, expect, it } from 'vitest';
import type { Message } from '@cofound/shared/messages/messages.schemas';
import { formatMessageTime } from './message-time';
import { readReceiptOf } from './read-receipt';

const mine: Message = {
  id: 'm1',
  body: 'Hello',
  fromMe: true,
  createdAt: '2026-03-03T14:05:00.000Z',
  readAt: null,
};

describe('readReceiptOf', () => {
  it('says Sent, with the time sent, until the peer reads it', () => {
    expect(readReceiptOf(mine)).toEqual({ label: 'Sent', at: mine.createdAt });
  });

  it('says Read, with the time read, afterwards', () => {
    const read = { ...mine, readAt: '2026-03-03T14:07:00.000Z' };
    expect(readReceiptOf(read)).toEqual({ label: 'Read', at: read.readAt });
  });

  it("shows nothing on the peer's messages", () => {
    expect(readReceiptOf({ ...mine, fromMe: false })).toBeNull();
  });
});

describe('formatMessageTime', () => {
  const options = { now: new Date('2026-03-03T20:00:00.000Z'), timeZone: 'UTC' };

  it('shows the time alone today', () => {
    expect(formatMessageTime('2026-03-03T14:05:00.000Z', options)).toBe('2:05 PM');
  });

  it('adds the date on another day', () => {
    expect(formatMessageTime('2026-03-01T09:30:00.000Z', options)).toBe('Mar 1, 9:30 AM');
  });
});
