import { describe, expect, it } from 'vitest';
import { addOneMonth, paidUntil, premiumStateOf, type SubscriptionTerm } from './premium-state';

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
    expect(premiumStateOf([])).toEqual({ isPremium: false, premiumUntil: null, planId: null });
    expect(premiumStateOf([term({ paidThrough: null, status: 'incomplete' })]).isPremium).toBe(
      false,
    );
  });

  it('takes the latest paid end, on that subscription plan', () => {
    const state = premiumStateOf([
      term({ plan: 'pro', paidThrough: at('2026-12-01T00:00:00Z') }),
      term({ plan: 'business', paidThrough: at('2027-01-01T00:00:00Z') }),
    ]);
    expect(state).toEqual({
      isPremium: true,
      premiumUntil: at('2027-01-01T00:00:00Z'),
      planId: 'business',
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
