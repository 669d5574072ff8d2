import { describe, expect, it } from 'vitest';
import { replyRateText } from './reply-rate-text';

describe('replyRateText', () => {
  it('says how fast and how often the member answers', () => {
    expect(replyRateText({ answeredPercent: 80, usually: 'day' })).toBe(
      'Usually replies within a day · 80% answered',
    );
  });

  it('says only how often when nothing was answered in time', () => {
    expect(replyRateText({ answeredPercent: 0, usually: null })).toBe(
      '0% of requests and first messages answered',
    );
  });
});
