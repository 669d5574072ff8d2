import { defineEndpoint } from '../contract/endpoint';
import { referralStatsSchema } from './referrals.schemas';

const tags = ['referrals'] as const;

/** Inviting founders (docs/product.md#referral): each member sees only their own numbers. */
export const referralsContract = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/referrals/stats',
    access: 'member',
    tags,
    summary: 'Your referral code and link, how many signed up and verified, and months earned',
    response: referralStatsSchema,
  }),
};
