import { describe, expect, it } from 'vitest';
import { fundingText } from './funding-text';

describe('fundingText', () => {
  it('says what the project raises, in dollars and equity', () => {
    expect(fundingText({ fundingNeeded: true, fundingAmount: 250000, equity: 12.5 })).toBe(
      '$250,000 for 12.5% equity',
    );
    expect(fundingText({ fundingNeeded: true, fundingAmount: 0, equity: null })).toBe('$0');
    expect(fundingText({ fundingNeeded: true, fundingAmount: null, equity: 5 })).toBe(
      'Offering 5% equity',
    );
    expect(fundingText({ fundingNeeded: true, fundingAmount: null, equity: null })).toBe('Raising');
    expect(fundingText({ fundingNeeded: false, fundingAmount: null, equity: null })).toBe(
      'Not raising',
    );
  });
});
