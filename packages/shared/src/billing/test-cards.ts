// The local test checkout's card rules (docs/product.md#checkout): a real card form's checks
// (Luhn, expiry, CVC), and the standard test card numbers a payment provider's test mode takes.

export type CardInput = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
};

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The outcome of charging a card in test mode. */
export type TestCardOutcome = 'succeeded' | 'declined' | 'insufficient_funds' | 'not_a_test_card';

export const cardMessages = {
  numberInvalid: 'Your card number is invalid.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard:
    'Your card was declined. This is a test checkout: use a test card such as 4242 4242 4242 4242.',
} as const;

/** The test cards and what charging them does (the numbers payment providers publish). */
export const testCards: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': 'succeeded',
  '5555555555554444': 'succeeded',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

/** The digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

function expectedLength(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'visa') return [13, 16, 19];
  return [16];
}

/** Per field, what is wrong with a card as a real card form would say it; empty when fine. */
export function cardErrors(card: CardInput, now: Date): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (!/^\d*$/.test(digits)) errors.number = cardMessages.numberInvalid;
  else if (digits.length < Math.min(...expectedLength(brand))) {
    errors.number = cardMessages.numberIncomplete;
  } else if (!expectedLength(brand).includes(digits.length) || !passesLuhn(digits)) {
    errors.number = cardMessages.numberInvalid;
  }
  const monthOk = Number.isInteger(card.expMonth) && card.expMonth >= 1 && card.expMonth <= 12;
  const yearOk = Number.isInteger(card.expYear) && card.expYear >= 2000 && card.expYear <= 2100;
  if (!monthOk || !yearOk) errors.expMonth = cardMessages.expiryInvalid;
  else {
    // A card is good through the last day of its expiry month (UTC).
    const endOfMonth = Date.UTC(card.expYear, card.expMonth, 1);
    if (endOfMonth <= now.getTime()) errors.expMonth = cardMessages.expired;
  }
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) errors.cvc = cardMessages.cvcInvalid;
  return errors;
}

/** What charging a valid card does in test mode. */
export function testCardOutcome(number: string): TestCardOutcome {
  return testCards[cardDigits(number)] ?? 'not_a_test_card';
}

/** The words for a charge that did not succeed. */
export function failedChargeMessage(outcome: Exclude<TestCardOutcome, 'succeeded'>): string {
  if (outcome === 'insufficient_funds') return cardMessages.insufficientFunds;
  if (outcome === 'declined') return cardMessages.declined;
  return cardMessages.notATestCard;
}
