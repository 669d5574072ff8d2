import { describe, expect, it } from 'vitest';
import {
  DEVICE_COOKIE_NAME,
  deviceCookieHeader,
  readCookie,
  signDeviceCookie,
  verifyDeviceCookie,
} from './device-cookie';
import {
  generateReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
} from './referral-code';

const SECRET = 'x'.repeat(32);

describe('referral codes', () => {
  it('are 8 characters from an alphabet without 0, O, 1 or I', () => {
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(32);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    for (let i = 0; i < 200; i += 1) {
      const code = generateReferralCode();
      expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
      for (const char of code) expect(REFERRAL_CODE_ALPHABET).toContain(char);
    }
  });

  it('rarely repeat', () => {
    const codes = new Set(Array.from({ length: 1000 }, generateReferralCode));
    expect(codes.size).toBe(1000);
  });

  it('are normalized to upper case; blank means none', () => {
    expect(normalizeReferralCode(' demo2026 ')).toBe('DEMO2026');
    expect(normalizeReferralCode('   ')).toBeNull();
    expect(normalizeReferralCode(undefined)).toBeNull();
  });
});

describe('device cookie', () => {
  it('verifies to the user it was issued for', () => {
    const value = signDeviceCookie(SECRET, 'user-1');
    expect(verifyDeviceCookie(SECRET, value)).toBe('user-1');
  });

  it('rejects another secret, tampering and garbage', () => {
    const value = signDeviceCookie(SECRET, 'user-1');
    expect(verifyDeviceCookie('y'.repeat(32), value)).toBeNull();
    const [, nonce, signature] = value.split('.');
    const forged = `${Buffer.from('user-2').toString('base64url')}.${nonce}.${signature}`;
    expect(verifyDeviceCookie(SECRET, forged)).toBeNull();
    expect(verifyDeviceCookie(SECRET, `${value}x`)).toBeNull();
    expect(verifyDeviceCookie(SECRET, 'a.b')).toBeNull();
    expect(verifyDeviceCookie(SECRET, undefined)).toBeNull();
  });

  it('is an httpOnly, SameSite=Lax cookie for the auth routes', () => {
    const header = deviceCookieHeader('v', false);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE_NAME}=v;`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/api/auth');
    expect(header).not.toContain('Secure');
    expect(deviceCookieHeader('v', true)).toContain('Secure');
  });

  it('is read from a Cookie header', () => {
    expect(readCookie('a=1; cofound_device=abc.def; b=2', DEVICE_COOKIE_NAME)).toBe('abc.def');
    expect(readCookie('a=1', DEVICE_COOKIE_NAME)).toBeUndefined();
    expect(readCookie(undefined, DEVICE_COOKIE_NAME)).toBeUndefined();
    expect(readCookie('cofound_device=%E0%A4%A', DEVICE_COOKIE_NAME)).toBeUndefined();
  });
});
