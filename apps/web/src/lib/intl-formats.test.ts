import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatCount, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('makes one formatter per locale and options, and reuses it', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }));
    expect(dateTimeFormat('en-US', options)).not.toBe(dateTimeFormat('en-GB', options));
    expect(dateTimeFormat('en-US', options)).not.toBe(
      dateTimeFormat('en-US', { ...options, timeZone: 'Asia/Tokyo' }),
    );
    expect(numberFormat('en-US')).toBe(numberFormat('en-US', {}));
  });

  it('formats as the Intl objects do', () => {
    const date = new Date('2026-03-03T14:05:00Z');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)).toBe(
      'Mar 3, 2026',
    );
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(33.3)).toBe('33.3');
  });
});
