import { describe, expect, it } from 'vitest';
import { activityTierOf } from './activity-tier';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number, ms = 0) => new Date(now.getTime() - days * 86_400_000 + ms);

describe('activityTierOf', () => {
  it('keeps a member active for 29 days and up to the last millisecond before 30', () => {
    expect(activityTierOf(daysAgo(0), now)).toBe(0);
    expect(activityTierOf(daysAgo(29), now)).toBe(0);
    expect(activityTierOf(daysAgo(30, 1), now)).toBe(0);
  });

  it('makes a member quiet from 30 days to just before 90', () => {
    expect(activityTierOf(daysAgo(30), now)).toBe(1);
    expect(activityTierOf(daysAgo(89), now)).toBe(1);
    expect(activityTierOf(daysAgo(90, 1), now)).toBe(1);
  });

  it('makes a member away from 90 days', () => {
    expect(activityTierOf(daysAgo(90), now)).toBe(2);
    expect(activityTierOf(daysAgo(400), now)).toBe(2);
  });

  it('counts a member without a stamp as active', () => {
    expect(activityTierOf(null, now)).toBe(0);
  });
});
