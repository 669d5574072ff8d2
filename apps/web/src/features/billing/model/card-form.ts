import { cardDigits, cardErrors, type CardInput } from '@cofound/shared/billing/test-cards';
import type { CardPayment } from '@cofound/shared/billing/billing.schemas';

/** The card form as typed: the expiry is one 'MM / YY' field, as on card forms everywhere. */
export type CardFormValues = {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  postalCode: string;
};

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export const emptyCardForm: CardFormValues = {
  number: '',
  expiry: '',
  cvc: '',
  name: '',
  postalCode: '',
};

/** '4242424242424242' -> '4242 4242 4242 4242' while typing (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' or '12/34' -> '12 / 34' while typing. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The month and four-digit year of 'MM / YY', or null when it is not one. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

/** What is wrong with the form before it is sent (the server checks the same again). */
export function cardFormErrors(values: CardFormValues, now: Date): CardFormErrors {
  const expiry = parseExpiry(values.expiry) ?? { expMonth: 0, expYear: 0 };
  const card: CardInput = { number: values.number, cvc: values.cvc.trim(), ...expiry };
  const errors = cardErrors(card, now);
  const found: CardFormErrors = {};
  if (errors.number) found.number = errors.number;
  if (errors.expMonth) found.expiry = errors.expMonth;
  if (errors.cvc) found.cvc = errors.cvc;
  if (values.name.trim() === '') found.name = 'Name on card is required';
  return found;
}

export function cardPaymentOf(values: CardFormValues): CardPayment {
  const expiry = parseExpiry(values.expiry) ?? { expMonth: 0, expYear: 0 };
  return {
    number: cardDigits(values.number),
    cvc: values.cvc.trim(),
    name: values.name.trim(),
    ...(values.postalCode.trim() && { postalCode: values.postalCode.trim() }),
    ...expiry,
  };
}

/** The server's field errors, on the form's fields (its month and year are the one expiry). */
export function formErrorsFromServer(fieldErrors: Record<string, string[]> | undefined) {
  const found: CardFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const key = field === 'expMonth' || field === 'expYear' ? 'expiry' : field;
    if (key in emptyCardForm) found[key as keyof CardFormValues] = messages[0];
  }
  return found;
}
