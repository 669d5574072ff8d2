export const connectionQueryKeys = {
  requests: ['connections', 'requests'] as const,
};
