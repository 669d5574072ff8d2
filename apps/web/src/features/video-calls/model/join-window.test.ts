import { describe, expect, it } from 'vitest';
import { canJoin } from './join-window';

const call = {
  startsAt: '2026-11-22T12:00:00.000Z',
  durationMinutes: 30,
  status: 'accepted' as const,
};
const at = (iso: string) => new Date(iso);

describe('canJoin', () => {
  it('opens 10 minutes before the start', () => {
    expect(canJoin(call, at('2026-11-22T11:49:59Z'))).toBe(false);
    expect(canJoin(call, at('2026-11-22T11:50:00Z'))).toBe(true);
  });

  it('stays open until the end', () => {
    expect(canJoin(call, at('2026-11-22T12:29:59Z'))).toBe(true);
    expect(canJoin(call, at('2026-11-22T12:30:00Z'))).toBe(false);
  });

  it('is closed for a call not accepted', () => {
    expect(canJoin({ ...call, status: 'pending' }, at('2026-11-22T12:00:00Z'))).toBe(false);
  });
});
