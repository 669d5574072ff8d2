import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntilNextTick, secondsUntil } from './countdown';

const endsAt = '2026-05-01T10:03:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('secondsUntil', () => {
  it('counts whole seconds, a part second as a whole one', () => {
    expect(secondsUntil(endsAt, at('2026-05-01T10:00:00.000Z'))).toBe(180);
    expect(secondsUntil(endsAt, at('2026-05-01T10:00:00.400Z'))).toBe(180);
    expect(secondsUntil(endsAt, at('2026-05-01T10:02:59.999Z'))).toBe(1);
  });

  it('is 0 at the end and after it', () => {
    expect(secondsUntil(endsAt, at('2026-05-01T10:03:00.000Z'))).toBe(0);
    expect(secondsUntil(endsAt, at('2026-05-01T10:05:00.000Z'))).toBe(0);
  });
});

describe('msUntilNextTick', () => {
  it('waits for the moment the seconds left change', () => {
    expect(msUntilNextTick(endsAt, at('2026-05-01T10:00:00.400Z'))).toBe(600);
    expect(msUntilNextTick(endsAt, at('2026-05-01T10:00:00.000Z'))).toBe(1000);
  });
});

describe('formatCountdown', () => {
  it('writes minutes and seconds with two digits each', () => {
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(179)).toBe('02:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never shows a negative time', () => {
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
