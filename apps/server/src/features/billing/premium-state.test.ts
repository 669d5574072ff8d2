import { describe, expect, it } from 'vitest';
import {
  addOneMonth,
  grantedMonthAfter,
  paidUntil,
  premiumStateOf,
  type SubscriptionTerm,
} from './premium-state';

const at = (iso: string) => new Date(iso);
const term = (over: Partial<SubscriptionTerm>): SubscriptionTerm => ({
  plan: 'pro',
  status: 'active',
  paidThrough: at('2026-12-25T00:00:00Z'),
  endedAt: null,
  ...over,
});

describe('paidUntil', () => {
  it('is the end of the last paid period, nothing before a payment', () => {
    expect(paidUntil(term({}))).toEqual(at('2026-12-25T00:00:00Z'));
    expect(paidUntil(term({ paidThrough: null }))).toBeNull();
  });

  it('stops when a subscription ended before its paid period did', () => {
    const ended = at('2026-11-30T00:00:00Z');
    expect(paidUntil(term({ status: 'canceled', endedAt: ended }))).toEqual(ended);
    // Cancelled at the period's end: paid through the end, as promised.
    const atEnd = at('2026-12-25T00:00:00Z');
    expect(paidUntil(term({ status: 'canceled', endedAt: atEnd }))).toEqual(atEnd);
  });

  it('keeps a past-due subscription only to the end of what was paid', () => {
    expect(paidUntil(term({ status: 'past_due' }))).toEqual(at('2026-12-25T00:00:00Z'));
  });
});

describe('premiumStateOf', () => {
  it('is free without a paid subscription', () => {
    expect(premiumStateOf([], [])).toEqual({
      isPremium: false,
      premiumUntil: null,
      planId: null,
    });
    expect(premiumStateOf([term({ paidThrough: null, status: 'incomplete' })], []).isPremium).toBe(
      false,
    );
  });

  it('takes the latest paid end, on that subscription plan', () => {
    const state = premiumStateOf(
      [
        term({ plan: 'pro', paidThrough: at('2026-12-01T00:00:00Z') }),
        term({ plan: 'business', paidThrough: at('2027-01-01T00:00:00Z') }),
      ],
      [],
    );
    expect(state).toEqual({
      isPremium: true,
      premiumUntil: at('2027-01-01T00:00:00Z'),
      planId: 'business',
    });
  });
});

describe('premiumStateOf with grants', () => {
  it('makes a member premium on a grant alone, on the plan of the grant', () => {
    const grant = { plan: 'pro' as const, endsAt: at('2026-12-10T00:00:00Z') };
    expect(premiumStateOf([], [grant])).toEqual({
      isPremium: true,
      premiumUntil: at('2026-12-10T00:00:00Z'),
      planId: 'pro',
    });
  });

  it('lasts until the later of the paid end and the granted end', () => {
    const paid = term({ plan: 'business', paidThrough: at('2026-12-01T00:00:00Z') });
    const later = { plan: 'business' as const, endsAt: at('2027-01-01T00:00:00Z') };
    const sooner = { plan: 'pro' as const, endsAt: at('2026-11-01T00:00:00Z') };
    expect(premiumStateOf([paid], [sooner, later])).toEqual({
      isPremium: true,
      premiumUntil: at('2027-01-01T00:00:00Z'),
      planId: 'business',
    });
    expect(premiumStateOf([paid], [sooner])).toEqual({
      isPremium: true,
      premiumUntil: at('2026-12-01T00:00:00Z'),
      planId: 'business',
    });
  });

  it('keeps a grant after the subscription was cancelled at once', () => {
    const ended = at('2026-11-15T00:00:00Z');
    const cancelled = term({ status: 'canceled', endedAt: ended });
    const grant = { plan: 'pro' as const, endsAt: at('2027-01-25T00:00:00Z') };
    expect(premiumStateOf([cancelled], [grant]).premiumUntil).toEqual(grant.endsAt);
  });
});

describe('grantedMonthAfter', () => {
  const now = at('2026-11-20T12:00:00Z');

  it('runs a month from now on Pro for a member without premium', () => {
    const free = { isPremium: false, premiumUntil: null, planId: null };
    expect(grantedMonthAfter(free, now)).toEqual({
      plan: 'pro',
      startsAt: now,
      endsAt: at('2026-12-20T12:00:00Z'),
    });
    const lapsed = {
      isPremium: true,
      premiumUntil: at('2026-11-01T00:00:00Z'),
      planId: 'business' as const,
    };
    expect(grantedMonthAfter(lapsed, now)).toMatchObject({ plan: 'pro', startsAt: now });
  });

  it('runs on from the end of the premium the member has, on its plan', () => {
    const paid = {
      isPremium: true,
      premiumUntil: at('2026-11-30T00:00:00Z'),
      planId: 'business' as const,
    };
    expect(grantedMonthAfter(paid, now)).toEqual({
      plan: 'business',
      startsAt: at('2026-11-30T00:00:00Z'),
      endsAt: at('2026-12-30T00:00:00Z'),
    });
  });
});

describe('addOneMonth', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(addOneMonth(at('2026-11-25T10:00:00Z'))).toEqual(at('2026-12-25T10:00:00Z'));
    expect(addOneMonth(at('2026-01-31T10:00:00Z'))).toEqual(at('2026-02-28T10:00:00Z'));
    expect(addOneMonth(at('2028-01-31T10:00:00Z'))).toEqual(at('2028-02-29T10:00:00Z'));
    expect(addOneMonth(at('2026-12-31T00:00:00Z'))).toEqual(at('2027-01-31T00:00:00Z'));
  });
});
