import { describe, expect, it } from 'vitest';
import { activePlan, hasPremiumAccess, monthlyConnectionRequestLimit, utcMonthOf } from './plan';

const now = new Date('2026-11-22T12:00:00Z');

describe('activePlan', () => {
  it('is free without premium, or when premium_until has passed', () => {
    expect(activePlan({ isPremium: false, premiumUntil: null, currentPlanId: 'pro' }, now)).toBe(
      'free',
    );
    const expired = new Date('2026-11-22T11:59:59Z');
    expect(activePlan({ isPremium: true, premiumUntil: expired, currentPlanId: 'pro' }, now)).toBe(
      'free',
    );
  });

  it('is the plan id while premium is active, Pro when the id is unknown', () => {
    const later = new Date('2026-12-01T00:00:00Z');
    expect(
      activePlan({ isPremium: true, premiumUntil: later, currentPlanId: 'business' }, now),
    ).toBe('business');
    expect(activePlan({ isPremium: true, premiumUntil: null, currentPlanId: null }, now)).toBe(
      'pro',
    );
  });
});

describe('limits', () => {
  it('gives free 5 requests a month and paid plans no limit', () => {
    expect(monthlyConnectionRequestLimit('free')).toBe(5);
    expect(monthlyConnectionRequestLimit('pro')).toBeNull();
    expect(monthlyConnectionRequestLimit('business')).toBeNull();
  });

  it('counts calendar months in UTC, across the year end', () => {
    expect(utcMonthOf(new Date('2026-12-31T23:59:59.999Z'))).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      next: new Date('2027-01-01T00:00:00Z'),
    });
    expect(utcMonthOf(new Date('2027-01-01T00:00:00Z')).start).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
  });
});

describe('hasPremiumAccess', () => {
  it('is given by a paid plan or the admin role, never by the free plan alone', () => {
    expect(hasPremiumAccess({ plan: 'free', role: 'user' })).toBe(false);
    expect(hasPremiumAccess({ plan: 'pro', role: 'user' })).toBe(true);
    expect(hasPremiumAccess({ plan: 'business', role: 'user' })).toBe(true);
    expect(hasPremiumAccess({ plan: 'free', role: 'admin' })).toBe(true);
  });
});
