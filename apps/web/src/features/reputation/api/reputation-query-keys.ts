export const reputationQueryKeys = {
  reputation: (profileId: string) => ['reputation', profileId] as const,
  endorsements: (profileId: string) => ['reputation', profileId, 'endorsements'] as const,
};
