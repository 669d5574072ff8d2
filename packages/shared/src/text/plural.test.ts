import { describe, expect, it } from 'vitest';
import { pluralForm, pluralize } from './plural';

const forms = { one: 'mutual connection', other: 'mutual connections' };

describe('pluralize', () => {
  it('takes the one form for exactly one, the other form otherwise', () => {
    expect(pluralize(1, forms)).toBe('1 mutual connection');
    expect(pluralize(0, forms)).toBe('0 mutual connections');
    expect(pluralize(2, forms)).toBe('2 mutual connections');
    expect(pluralize(1.5, { one: 'day', other: 'days' })).toBe('1.5 days');
  });

  it('groups the digits of large counts', () => {
    expect(pluralize(1200, forms)).toBe('1,200 mutual connections');
  });
});

describe('pluralForm', () => {
  it('gives the form alone, for sentences with words between the count and the noun', () => {
    expect(pluralForm(1, { one: 'day', other: 'days' })).toBe('day');
    expect(pluralForm(3, { one: 'day', other: 'days' })).toBe('days');
    expect(pluralForm(1, { one: 'a free month', other: '2 free months' })).toBe('a free month');
  });
});
