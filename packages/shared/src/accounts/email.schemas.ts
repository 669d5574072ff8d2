import { z } from 'zod';
import { accountMessages } from './accounts.messages';

/** The longest address SMTP can carry (RFC 5321 path limit, less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The one email rule, for every request that takes an address. better-auth checks addresses
 * with zod's `z.email()`, so this rule runs that same check: an address accepted here is one
 * better-auth accepts when it signs the member in. Checked before lower-casing, so no non-ASCII
 * letter (the Kelvin sign, say) can lower-case its way into an address.
 */
export const emailSchema = z
  .string({ error: accountMessages.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: accountMessages.emailInvalid, abort: true })
  .check(z.email({ error: accountMessages.emailInvalid }))
  .toLowerCase();
