export const accountDeletionQueryKeys = {
  plan: ['account-deletion', 'plan'] as const,
};
