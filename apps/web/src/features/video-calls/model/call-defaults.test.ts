import { describe, expect, it } from 'vitest';
import { callDateRange, defaultCallDateTime, localDateValue } from './call-defaults';

// Local wall-clock dates, so the tests hold in any time zone the machine runs in.
describe('defaultCallDateTime (docs/product.md#scheduling)', () => {
  it('is today, one hour from now', () => {
    expect(defaultCallDateTime(new Date(2026, 10, 22, 10, 15))).toEqual({
      date: '2026-11-22',
      time: '11:15',
    });
  });

  it('moves to tomorrow when one hour from now is past midnight', () => {
    expect(defaultCallDateTime(new Date(2026, 11, 31, 23, 30))).toEqual({
      date: '2027-01-01',
      time: '00:30',
    });
  });
});

describe('callDateRange', () => {
  it('runs from today through 30 days ahead', () => {
    expect(callDateRange(new Date(2026, 10, 22, 9, 0))).toEqual({
      min: '2026-11-22',
      max: '2026-12-22',
    });
  });

  it('pads months and days', () => {
    expect(localDateValue(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
