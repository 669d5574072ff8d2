import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token in better-auth's signed cookie value `<token>.<signature>`, when the
 * signature is the base64 HMAC-SHA256 of the token under the auth secret, as better-auth checks
 * it before reading a session; null for a value without a valid signature.
 */
export function verifiedSessionToken(cookieValue: string, secret: string): string | null {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = cookieValue.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
