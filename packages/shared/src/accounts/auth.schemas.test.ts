import { describe, expect, it } from 'vitest';
import {
  AUTH_TOKEN_MAX_LENGTH,
  isSitePath,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  signInEmailBodySchema,
  signOutBodySchema,
} from './auth.schemas';

describe('isSitePath', () => {
  it.each(['/reset-password', '/verify-email', '/auth/callback?from=%2Fdashboard', '/'])(
    'accepts %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/path with space',
    '/line\nbreak',
    'javascript:alert(1)',
    'relative',
    '',
  ])('refuses %j', (path) => expect(isSitePath(path)).toBe(false));
});

describe('the auth request schemas', () => {
  it('sign-in: trims and lower-cases the email, keeps only email and password', () => {
    expect(
      signInEmailBodySchema.parse({
        email: ' Ada@Example.com ',
        password: 'secret-password',
        rememberMe: false,
      }),
    ).toEqual({ email: 'ada@example.com', password: 'secret-password' });
  });

  it('sign-in: any non-empty password up to 128 characters is worth checking', () => {
    expect(signInEmailBodySchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(
      true,
    );
    for (const password of ['', 'x'.repeat(129), 12345678, null]) {
      expect(signInEmailBodySchema.safeParse({ email: 'a@example.com', password }).success).toBe(
        false,
      );
    }
  });

  it('reset: a new password of 8 to 128 characters and a bounded token', () => {
    const valid = { newPassword: '12345678', token: 'abc' };
    expect(resetPasswordBodySchema.safeParse(valid).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ ...valid, newPassword: '1234567' }).success).toBe(
      false,
    );
    expect(
      resetPasswordBodySchema.safeParse({ ...valid, newPassword: 'x'.repeat(129) }).success,
    ).toBe(false);
    expect(
      resetPasswordBodySchema.safeParse({ ...valid, token: 'x'.repeat(AUTH_TOKEN_MAX_LENGTH + 1) })
        .success,
    ).toBe(false);
  });

  it('reset request: the link may only land on this site', () => {
    const request = { email: 'ada@example.com', redirectTo: '/reset-password' };
    expect(requestPasswordResetBodySchema.safeParse(request).success).toBe(true);
    expect(
      requestPasswordResetBodySchema.safeParse({ ...request, redirectTo: 'https://evil.example' })
        .success,
    ).toBe(false);
  });

  it('sign-out: no body, or an empty object, and nothing else', () => {
    expect(signOutBodySchema.safeParse(undefined).success).toBe(true);
    expect(signOutBodySchema.safeParse(null).success).toBe(true);
    expect(signOutBodySchema.safeParse({}).success).toBe(true);
    expect(signOutBodySchema.safeParse({ callbackURL: '/' }).success).toBe(false);
    expect(signOutBodySchema.safeParse([]).success).toBe(false);
  });
});
