import { describe, expect, it } from 'vitest';
import { errorBodySchema, errorCodes, errorHttpStatus } from './errors';

describe('error codes', () => {
  it('maps every code to a 4xx or 5xx status', () => {
    for (const code of errorCodes) {
      const status = errorHttpStatus[code];
      expect(status >= 400 && status < 600, `${code} -> ${status}`).toBe(true);
    }
  });

  it('rejects an error body with an unknown code', () => {
    expect(errorBodySchema.safeParse({ error: { code: 'NOPE', message: 'x' } }).success).toBe(
      false,
    );
    expect(errorBodySchema.safeParse({ error: { code: 'NOT_FOUND', message: 'x' } }).success).toBe(
      true,
    );
  });
});
