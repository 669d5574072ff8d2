import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('recognises 23505, wrapped or not, of the named constraint', () => {
    const pgError = { code: '23505', constraint: 'team_invitations_pending_unique' };
    expect(isUniqueViolation(pgError, 'team_invitations_pending_unique')).toBe(true);
    expect(isUniqueViolation(new Error('x', { cause: pgError }))).toBe(true);
    expect(isUniqueViolation(pgError, 'other_unique')).toBe(false);
    expect(isUniqueViolation({ code: '23505' }, 'any_unique')).toBe(true);
    expect(isUniqueViolation({ code: '40001' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
