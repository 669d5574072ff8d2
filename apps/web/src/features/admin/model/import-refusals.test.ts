import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { fileError, importRefusals } from './import-refusals';

const refusal = new ApiError({
  code: 'VALIDATION_FAILED',
  status: 422,
  message: 'Nothing was imported',
  fieldErrors: { 'row.7': ['Valid email is required'], 'row.9': ['Same email as row 3'] },
});

describe('importRefusals', () => {
  it('reads the refused rows of a 422', () => {
    expect(importRefusals(refusal)).toEqual(
      new Map([
        [7, ['Valid email is required']],
        [9, ['Same email as row 3']],
      ]),
    );
  });

  it('is null for any other failure', () => {
    expect(importRefusals(new Error('boom'))).toBeNull();
    const noRows = new ApiError({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'No rows',
      fieldErrors: { csv: ['No rows'] },
    });
    expect(importRefusals(noRows)).toBeNull();
    expect(fileError(noRows)).toBe('No rows');
    expect(fileError(refusal)).toBeNull();
  });
});
