export const safetyQueryKeys = {
  blocked: ['safety', 'blocked'] as const,
};
