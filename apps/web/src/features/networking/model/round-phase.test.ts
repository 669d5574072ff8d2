import { describe, expect, it } from 'vitest';
import { roundPhase } from './round-phase';

const running = { endedAt: null, partnerLeft: false };

describe('roundPhase', () => {
  it('runs while time is left', () => {
    expect(roundPhase(running, 1)).toBe('running');
  });

  it("is time's up when no time is left", () => {
    expect(roundPhase(running, 0)).toBe('time_up');
  });

  it('says the partner moved on, even with time left', () => {
    const left = { endedAt: '2026-05-01T10:01:00.000Z', partnerLeft: true };
    expect(roundPhase(left, 90)).toBe('partner_left');
    expect(roundPhase(left, 0)).toBe('partner_left');
  });

  it('is ended when it closed early otherwise', () => {
    expect(roundPhase({ endedAt: '2026-05-01T10:01:00.000Z', partnerLeft: false }, 90)).toBe(
      'ended',
    );
  });
});
