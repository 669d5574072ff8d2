import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows whole dollars without cents, and cents when there are some', () => {
    expect(formatMoney(2900)).toBe('$29');
    expect(formatMoney(9900)).toBe('$99');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(2950)).toBe('$29.50');
  });

  it('shows the cents when asked, as for a free referral month', () => {
    expect(formatMoney(0, 'usd', true)).toBe('$0.00');
    expect(formatMoney(2900, 'usd', true)).toBe('$29.00');
  });
});
