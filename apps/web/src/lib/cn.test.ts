import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class of the same kind win', () => {
    expect(cn('rounded-2xl p-6 sm:p-8', 'p-4 sm:p-6')).toBe('rounded-2xl p-4 sm:p-6');
  });

  it('keeps classes of different kinds and drops empty ones', () => {
    expect(cn('p-4', false, undefined, 'mt-3', { hidden: true })).toBe('p-4 mt-3 hidden');
  });
});
