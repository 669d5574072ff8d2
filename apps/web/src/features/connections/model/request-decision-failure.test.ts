import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api-error';
import { requestDecisionFailure } from './request-decision-failure';

describe('requestDecisionFailure', () => {
  it('says a request that is gone is no longer pending', () => {
    const gone = new ApiError({ code: 'NOT_FOUND', status: 404, message: 'x' });
    expect(requestDecisionFailure(gone)).toBe('This request is no longer pending.');
  });

  it('shows the product alert for anything else', () => {
    const failed = new ApiError({ code: 'INTERNAL', status: 500, message: 'x' });
    for (const error of [failed, networkError(), new Error('boom')]) {
      expect(requestDecisionFailure(error)).toBe('Failed to process request. Please try again.');
    }
  });
});
