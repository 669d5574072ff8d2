import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountMessages } from './accounts.messages';
import { EMAIL_MAX_LENGTH, emailSchema } from './email.schemas';

/** The check better-auth runs on the address it is given (sign-in, reset, verification). */
const acceptedByBetterAuth = (address: string) => z.email().safeParse(address).success;

const accepted = [
  'ada@example.com',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  'under_score-dash@example-domain.org',
  'digits123@123example.com',
];

const refused = [
  'a@b.c', // one-letter top-level domain
  'x@0.0', // numeric top-level domain
  '"a b"@example.com', // quoted local part
  'user@bücher.de', // internationalised domain
  'ü@example.com', // non-ASCII local part
  '\u212A@example.com', // the Kelvin sign, which lower-cases to an ASCII 'k'
  'not-an-email',
  'two@@example.com',
  '.dot@example.com',
  'dot.@example.com',
  'double..dot@example.com',
  'user@-example.com',
  'user@example',
  'user@[127.0.0.1]',
  'a b@example.com',
  '',
];

describe('emailSchema', () => {
  it.each(accepted)('accepts %s, as better-auth does', (address) => {
    expect(emailSchema.parse(address)).toBe(address.toLowerCase());
    expect(acceptedByBetterAuth(address)).toBe(true);
  });

  it.each(refused)('refuses %j, as better-auth does', (address) => {
    const result = emailSchema.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      accountMessages.emailInvalid,
    ]);
    expect(acceptedByBetterAuth(address)).toBe(false);
  });

  it('trims and lower-cases, and what it answers better-auth accepts', () => {
    const parsed = emailSchema.parse('  First.Last+Tag@Sub.Example.CO.UK \n');
    expect(parsed).toBe('first.last+tag@sub.example.co.uk');
    expect(acceptedByBetterAuth(parsed)).toBe(true);
  });

  it(`accepts ${EMAIL_MAX_LENGTH} characters and refuses more, with one message`, () => {
    const domain = '@example.com';
    const longest = `${'a'.repeat(60)}.${'b'.repeat(EMAIL_MAX_LENGTH - 61 - domain.length)}${domain}`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailSchema.safeParse(longest).success).toBe(true);
    const result = emailSchema.safeParse(`c${longest}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      accountMessages.emailInvalid,
    ]);
  });

  it.each([[42], [null], [undefined], [{ email: 'ada@example.com' }], [['ada@example.com']]])(
    'refuses %j with the same message',
    (value) => {
      const result = emailSchema.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        accountMessages.emailInvalid,
      ]);
    },
  );
});
