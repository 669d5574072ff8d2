import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error';
import { signInErrorMessage } from './sign-in-error-message';

const failure = (status: number, message = 'from the server') =>
  new ApiError({ code: 'INTERNAL', status, message });

describe('signInErrorMessage', () => {
  it('names bad credentials', () => {
    expect(signInErrorMessage(failure(401))).toBe('Invalid email or password. Please try again.');
  });

  it('blames the service when it cannot answer', () => {
    const unavailable = 'Authentication service is unavailable. Please try again later.';
    expect(signInErrorMessage(networkError())).toBe(unavailable);
    expect(signInErrorMessage(failure(503))).toBe(unavailable);
    expect(signInErrorMessage(failure(500))).toBe(unavailable);
  });

  it('falls back to a generic message', () => {
    expect(signInErrorMessage(failure(403))).toBe('Authentication failed. Please try again.');
    expect(signInErrorMessage(new Error('boom'))).toBe('Authentication failed. Please try again.');
  });

  it('passes on the account-state and lock-out messages from the server', () => {
    const suspended =
      'Your account has been suspended. Contact support if you think this is a mistake.';
    expect(signInErrorMessage(failure(403, suspended))).toBe(suspended);
    expect(signInErrorMessage(failure(403, 'Your account has been banned.'))).toBe(
      'Your account has been banned.',
    );
    expect(signInErrorMessage(failure(429, 'Slow down.'))).toBe('Slow down.');
    expect(signInErrorMessage(failure(429, 'Request failed with status 429.'))).toBe(
      'Too many failed sign-in attempts for this account. Please try again in an hour or reset your password.',
    );
  });
});
