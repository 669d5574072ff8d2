import { describe, expect, it } from 'vitest';
import {
  nextRewardLine,
  referralLinkPath,
  referralsToNextReward,
  rewardsEarnedFor,
} from './referral-rewards';

describe('referral rewards', () => {
  it('earns one month per 3 successful referrals', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 9].map(rewardsEarnedFor)).toEqual([0, 0, 0, 1, 1, 2, 2, 3]);
  });

  it('counts down to the next month from 3', () => {
    expect([0, 1, 2, 3, 4].map(referralsToNextReward)).toEqual([3, 2, 1, 3, 2]);
  });

  it('says how far the next month is', () => {
    expect(nextRewardLine(2)).toBe('1 more successful referral to your next free Pro month');
    expect(nextRewardLine(3)).toBe('3 more successful referrals to your next free Pro month');
  });

  it('links to signup with the code', () => {
    expect(referralLinkPath('ABCD2345')).toBe('/signup?ref=ABCD2345');
  });
});
