import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-delay';

const noJitter = () => 0.5;

describe('reconnectDelayMs', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelayMs(attempt, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads each delay by at most 20 % and never exceeds the cap', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(800);
    expect(reconnectDelayMs(0, () => 1)).toBe(1200);
    expect(reconnectDelayMs(2, () => 0)).toBe(3200);
    expect(reconnectDelayMs(8, () => 1)).toBe(30000);
    expect(reconnectDelayMs(8, () => 0)).toBe(24000);
  });
});
