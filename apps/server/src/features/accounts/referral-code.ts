import { randomBytes } from 'node:crypto';

/** No 0/O or 1/I: codes are read aloud and typed from screenshots. 32 symbols, so no bias. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A random referral code. Stored codes are upper-case; lookups upper-case the input. */
export function generateReferralCode(): string {
  const bytes = randomBytes(REFERRAL_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length];
  return code;
}

/** The form codes are stored in, or null for an empty input. */
export function normalizeReferralCode(input: string | undefined): string | null {
  const code = input?.trim().toUpperCase() ?? '';
  return code === '' ? null : code;
}
