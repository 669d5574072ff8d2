import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error';
import { signInErrorMessage } from './sign-in-error-message';

const failure = (status: number) =>
  new ApiError({ code: 'INTERNAL', status, message: 'from the server' });

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
});
