import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedSessionToken } from './session-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifiedSessionToken', () => {
  it('answers the token of a value signed under the secret', () => {
    expect(verifiedSessionToken(sign('tok-123'), SECRET)).toBe('tok-123');
    // A token may itself hold dots: the signature is after the last one.
    expect(verifiedSessionToken(sign('a.b.c'), SECRET)).toBe('a.b.c');
  });

  it('refuses a value signed under another secret, or for another token', () => {
    expect(verifiedSessionToken(sign('tok-123', `${SECRET}-other`), SECRET)).toBeNull();
    const [, signature] = sign('tok-123').split('.');
    expect(verifiedSessionToken(`tok-124.${signature}`, SECRET)).toBeNull();
  });

  it('refuses values without a well-formed signature', () => {
    expect(verifiedSessionToken('tok-123', SECRET)).toBeNull();
    expect(verifiedSessionToken('.c2lnbmF0dXJl', SECRET)).toBeNull();
    expect(verifiedSessionToken('tok-123.', SECRET)).toBeNull();
    expect(verifiedSessionToken(`tok-123.${'A'.repeat(44)}`, SECRET)).toBeNull();
    expect(verifiedSessionToken(`${sign('tok-123')}x`, SECRET)).toBeNull();
  });
});
