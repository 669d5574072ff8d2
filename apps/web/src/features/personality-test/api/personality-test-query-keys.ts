export const personalityTestQueryKeys = {
  ownResult: ['personality-test', 'own-result'] as const,
};
