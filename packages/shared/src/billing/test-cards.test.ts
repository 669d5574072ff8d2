import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardErrors,
  cardMessages,
  passesLuhn,
  testCardOutcome,
  testCards,
} from './test-cards';

const now = new Date('2026-11-25T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('passesLuhn', () => {
  it('accepts every published test card and refuses a one-digit change of each', () => {
    for (const number of Object.keys(testCards)) {
      expect(passesLuhn(number)).toBe(true);
      const last = Number(number.at(-1));
      expect(passesLuhn(number.slice(0, -1) + String((last + 1) % 10))).toBe(false);
    }
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, add) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[at] = (digits[at]! + add) % 10;
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('refuses anything but digits', () => {
    expect(passesLuhn('4242x42424242424')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('cardErrors', () => {
  it('finds nothing wrong with a valid card', () => {
    expect(cardErrors(good, now)).toEqual({});
    expect(cardErrors({ ...good, number: '4242-4242-4242-4242' }, now)).toEqual({});
  });

  it('says a short number is incomplete and a bad checksum invalid', () => {
    expect(cardErrors({ ...good, number: '4242 4242' }, now).number).toBe(
      cardMessages.numberIncomplete,
    );
    expect(cardErrors({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe(
      cardMessages.numberInvalid,
    );
    expect(cardErrors({ ...good, number: '4242 abcd 4242 4242' }, now).number).toBe(
      cardMessages.numberInvalid,
    );
  });

  it('takes a card through the last day of its expiry month, not after', () => {
    expect(cardErrors({ ...good, expMonth: 11, expYear: 2026 }, now)).toEqual({});
    expect(cardErrors({ ...good, expMonth: 10, expYear: 2026 }, now).expMonth).toBe(
      cardMessages.expired,
    );
    expect(cardErrors({ ...good, expMonth: 13, expYear: 2030 }, now).expMonth).toBe(
      cardMessages.expiryInvalid,
    );
  });

  it('wants three CVC digits, four for American Express', () => {
    expect(cardErrors({ ...good, cvc: '12' }, now).cvc).toBe(cardMessages.cvcInvalid);
    const amex = { ...good, number: '3782 822463 10005', cvc: '123' };
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardErrors(amex, now).cvc).toBe(cardMessages.cvcInvalid);
    expect(cardErrors({ ...amex, cvc: '1234' }, now)).toEqual({});
  });
});

describe('testCardOutcome', () => {
  it('charges the published numbers as test mode does', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeded');
    expect(testCardOutcome('4000 0000 0000 0002')).toBe('declined');
    expect(testCardOutcome('4000 0000 0000 9995')).toBe('insufficient_funds');
    expect(testCardOutcome('4012 8888 8888 1881')).toBe('not_a_test_card');
  });
});
