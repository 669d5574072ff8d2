import { describe, expect, it } from 'vitest';
import { replyRateOf, replySpeedLabels, type Received } from './reply-rate';

const now = new Date('2026-11-27T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(now.getTime() - msAgo);
/** Received `daysAgo` days ago, answered `afterMs` later (null: never). */
const item = (daysAgo: number, afterMs: number | null): Received => ({
  receivedAt: at(daysAgo * DAY),
  answeredAt: afterMs === null ? null : new Date(at(daysAgo * DAY).getTime() + afterMs),
});

describe('replyRateOf', () => {
  it('says nothing below three things received', () => {
    expect(replyRateOf([item(10, HOUR), item(20, HOUR)], now)).toBeNull();
  });

  it('is the share answered within 7 days and the median time of those answers', () => {
    expect(
      replyRateOf(
        [item(10, 30 * 60_000), item(11, 5 * HOUR), item(12, 20 * HOUR), item(13, null)],
        now,
      ),
    ).toEqual({ answeredPercent: 75, usually: 'day' });
  });

  it('counts an answer after 7 days as none', () => {
    expect(replyRateOf([item(20, 8 * DAY), item(21, HOUR), item(22, HOUR)], now)).toEqual({
      answeredPercent: 67,
      usually: 'hour',
    });
  });

  it('waits 7 days before counting something unanswered', () => {
    const fresh = [item(1, null), item(6.9, null)];
    expect(replyRateOf([...fresh, item(10, HOUR), item(11, HOUR)], now)).toBeNull();
    expect(replyRateOf([item(7, null), item(10, HOUR), item(11, HOUR)], now)).toEqual({
      answeredPercent: 67,
      usually: 'hour',
    });
  });

  it('has no usual speed when nothing was answered in time', () => {
    expect(replyRateOf([item(10, null), item(11, null), item(12, 9 * DAY)], now)).toEqual({
      answeredPercent: 0,
      usually: null,
    });
  });

  it.each([
    [HOUR, 'hour'],
    [HOUR + 1, 'day'],
    [DAY, 'day'],
    [2 * DAY, 'few_days'],
    [3 * DAY + 1, 'week'],
    [7 * DAY, 'week'],
  ] as const)('an answer after %i ms is %s', (delay, speed) => {
    expect(replyRateOf([item(10, delay), item(11, delay), item(12, delay)], now)?.usually).toBe(
      speed,
    );
  });

  it('labels each speed as the profile shows it', () => {
    expect(replySpeedLabels.day).toBe('Usually replies within a day');
  });
});
