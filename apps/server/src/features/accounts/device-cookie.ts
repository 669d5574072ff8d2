import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OWASP "device cookie": set on every successful sign-in, it binds a browser to the user
 * who signed in there. An account locked by too many failed sign-ins still lets that browser in,
 * so an attacker hammering the account cannot lock its owner out.
 */
export const DEVICE_COOKIE_NAME = 'cofound_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

function signature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`device-cookie:${payload}`).digest('base64url');
}

/** `<base64url user id>.<nonce>.<HMAC-SHA256 of both>` */
export function signDeviceCookie(secret: string, userId: string): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The user id the cookie was issued for, or null when it is malformed or not signed by us. */
export function verifyDeviceCookie(secret: string, value: string | undefined): string | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [encodedUserId, nonce, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(secret, `${encodedUserId}.${nonce}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const userId = Buffer.from(encodedUserId, 'base64url').toString('utf8');
  return userId === '' ? null : userId;
}

/** The value of one cookie in a Cookie request header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function deviceCookieHeader(value: string, secure: boolean): string {
  const attributes = [
    `${DEVICE_COOKIE_NAME}=${value}`,
    'Path=/api/auth',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
