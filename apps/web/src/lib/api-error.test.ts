import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, failureMessage, networkError } from './api-error';

const storageFull = {
  error: {
    code: 'STORAGE_FULL',
    message: 'Cofound is out of storage space, so this was not saved. Please try again later.',
  },
};

describe('failureMessage', () => {
  it("gives the server's words when its disk is full", () => {
    expect(failureMessage(apiErrorFromResponse(507, storageFull), 'Failed to send message.')).toBe(
      'Cofound is out of storage space, so this was not saved. Please try again later.',
    );
  });

  it("keeps the feature's own words for every other failure", () => {
    const internal = { error: { code: 'INTERNAL', message: 'Something went wrong.' } };
    for (const error of [
      apiErrorFromResponse(500, internal),
      networkError(),
      new Error('boom'),
      'not an error',
    ]) {
      expect(failureMessage(error, 'Failed to send message.')).toBe('Failed to send message.');
    }
  });
});
