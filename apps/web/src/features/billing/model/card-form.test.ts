import { describe, expect, it } from 'vitest';
import { cardMessages } from '@cofound/shared/billing/test-cards';
import {
  cardFormErrors,
  cardPaymentOf,
  formatCardNumber,
  formatExpiry,
  formErrorsFromServer,
  parseExpiry,
} from './card-form';

const now = new Date('2026-11-25T12:00:00Z');
const filled = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada Lovelace',
  postalCode: '',
};

describe('the card form', () => {
  it('groups card digits by four and the expiry as MM / YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('12/3')).toBeNull();
  });

  it('says what is wrong per field, and nothing for a good card', () => {
    expect(cardFormErrors(filled, now)).toEqual({});
    expect(
      cardFormErrors(
        { ...filled, number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '1', name: ' ' },
        now,
      ),
    ).toEqual({
      number: cardMessages.numberInvalid,
      expiry: cardMessages.expired,
      cvc: cardMessages.cvcInvalid,
      name: 'Name on card is required',
    });
  });

  it('sends digits only, and puts the server month and year errors on the expiry', () => {
    expect(cardPaymentOf(filled)).toEqual({
      number: '4242424242424242',
      cvc: '123',
      name: 'Ada Lovelace',
      expMonth: 12,
      expYear: 2030,
    });
    expect(formErrorsFromServer({ expMonth: ['bad'], number: ['no'] })).toEqual({
      expiry: 'bad',
      number: 'no',
    });
  });
});
