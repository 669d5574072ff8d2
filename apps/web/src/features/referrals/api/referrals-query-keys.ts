export const referralsQueryKeys = {
  stats: ['referrals', 'stats'] as const,
};
