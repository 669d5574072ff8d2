import { describe, expect, it } from 'vitest';
import { canJoin, joinWindow, roomTime } from './join-window';

const call = {
  startsAt: '2026-11-22T12:00:00.000Z',
  durationMinutes: 30,
  status: 'accepted' as const,
};
const at = (iso: string) => new Date(iso);

describe('roomTime (docs/product.md#video-calls)', () => {
  it('opens exactly 10 minutes before the start', () => {
    expect(roomTime(call, at('2026-11-22T11:49:59.999Z'))).toBe('early');
    expect(roomTime(call, at('2026-11-22T11:50:00.000Z'))).toBe('open');
    expect(joinWindow(call).opensAt).toEqual(at('2026-11-22T11:50:00Z'));
  });

  it('closes exactly at the planned end', () => {
    expect(roomTime(call, at('2026-11-22T12:29:59.999Z'))).toBe('open');
    expect(roomTime(call, at('2026-11-22T12:30:00.000Z'))).toBe('ended');
    expect(joinWindow(call).endsAt).toEqual(at('2026-11-22T12:30:00Z'));
  });

  it('keeps a call in progress open for up to an hour past its end, never early', () => {
    const inProgress = { inProgress: true };
    expect(roomTime(call, at('2026-11-22T12:30:00Z'), inProgress)).toBe('open');
    expect(roomTime(call, at('2026-11-22T13:29:59.999Z'), inProgress)).toBe('open');
    expect(roomTime(call, at('2026-11-22T13:30:00Z'), inProgress)).toBe('ended');
    expect(roomTime(call, at('2026-11-22T11:49:00Z'), inProgress)).toBe('early');
  });

  it('reads an instant as well as its ISO text', () => {
    const started = { ...call, startsAt: new Date(call.startsAt) };
    expect(roomTime(started, at('2026-11-22T11:50:00Z'))).toBe('open');
  });
});

describe('canJoin', () => {
  it('offers an accepted call inside its window only', () => {
    expect(canJoin(call, at('2026-11-22T11:49:59Z'))).toBe(false);
    expect(canJoin(call, at('2026-11-22T11:50:00Z'))).toBe(true);
    expect(canJoin(call, at('2026-11-22T12:30:00Z'))).toBe(false);
  });

  it('is closed for a call not accepted', () => {
    expect(canJoin({ ...call, status: 'pending' }, at('2026-11-22T12:00:00Z'))).toBe(false);
  });
});
