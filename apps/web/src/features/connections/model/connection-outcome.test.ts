import { describe, expect, it } from 'vitest';
import { connectionMessages } from '@cofound/shared/connections/connections.schemas';
import { ApiError, networkError } from '../../../lib/api-error';
import { connectFailure } from './connection-outcome';

const conflict = (message: string) => new ApiError({ code: 'CONFLICT', status: 409, message });

describe('connectFailure', () => {
  it.each([
    ['Connection request already sent', 'pending_sent'],
    ['Already connected', 'connected'],
    ['Connection request already exists', 'pending_received'],
  ])('409 %s shows the message and the state it implies', (message, state) => {
    expect(connectFailure(conflict(message))).toEqual({
      message,
      state,
      signInAgain: false,
      upgrade: false,
    });
  });

  it('404 shows Profile not found', () => {
    const error = new ApiError({ code: 'NOT_FOUND', status: 404, message: 'Profile not found' });
    expect(connectFailure(error).message).toBe('Profile not found');
  });

  it('anything else shows the product fallback', () => {
    for (const error of [networkError(), new Error('boom')]) {
      expect(connectFailure(error)).toEqual({
        message: 'Failed to send connection request. Please try again.',
        state: null,
        signInAgain: false,
        upgrade: false,
      });
    }
  });

  it('the monthly limit shows the server message and offers the upgrade', () => {
    const error = new ApiError({
      code: 'LIMIT_REACHED',
      status: 402,
      message: connectionMessages.limitReached,
    });
    expect(connectFailure(error)).toEqual({
      message: connectionMessages.limitReached,
      state: null,
      signInAgain: false,
      upgrade: true,
    });
  });

  it('an ended session asks to sign in again', () => {
    const error = new ApiError({ code: 'UNAUTHENTICATED', status: 401, message: 'x' });
    expect(connectFailure(error).signInAgain).toBe(true);
  });
});
