import { describe, expect, it } from 'vitest';
import { statChange } from './stat-change';

describe('statChange', () => {
  it('shows a rise with a plus sign and says it in words', () => {
    expect(statChange({ value: 112, previous: 100 }, '30d')).toEqual({
      trend: 'up',
      shown: '+12 vs previous 30 days',
      spoken: 'Up 12 from the previous 30 days',
    });
  });

  it('shows a fall with a minus sign, thousands separated', () => {
    expect(statChange({ value: 0, previous: 1500 }, '1y')).toEqual({
      trend: 'down',
      shown: '\u22121,500 vs previous year',
      spoken: 'Down 1,500 from the previous year',
    });
  });

  it("says 'No change' when the figures are the same", () => {
    expect(statChange({ value: 7, previous: 7 }, '7d')).toEqual({
      trend: 'flat',
      shown: 'No change',
      spoken: 'No change from the previous 7 days',
    });
  });
});
