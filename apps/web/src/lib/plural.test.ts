import { describe, expect, it } from 'vitest';
import { pluralize } from './plural';

const forms = { one: 'mutual connection', other: 'mutual connections' };

describe('pluralize', () => {
  it('takes the one form for exactly one, the other form otherwise', () => {
    expect(pluralize(1, forms)).toBe('1 mutual connection');
    expect(pluralize(0, forms)).toBe('0 mutual connections');
    expect(pluralize(2, forms)).toBe('2 mutual connections');
  });

  it('groups the digits of large counts', () => {
    expect(pluralize(1200, forms)).toBe('1,200 mutual connections');
  });
});
