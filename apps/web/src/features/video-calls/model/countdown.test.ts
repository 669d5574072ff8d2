import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  it('gives the time left to the second, largest unit first', () => {
    expect(countdownText(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2 days 3 h 4 min 5 s');
    expect(countdownText((24 * 3600 + 5) * 1000)).toBe('1 day 0 h 0 min 5 s');
    expect(countdownText((3600 + 9) * 1000)).toBe('1 h 0 min 9 s');
    expect(countdownText((4 * 60 + 9) * 1000)).toBe('4 min 9 s');
    expect(countdownText(12_000)).toBe('12 s');
  });

  it('rounds a part of a second up and never goes below zero', () => {
    expect(countdownText(59_001)).toBe('1 min 0 s');
    expect(countdownText(300)).toBe('1 s');
    expect(countdownText(0)).toBe('0 s');
    expect(countdownText(-5000)).toBe('0 s');
  });
});
