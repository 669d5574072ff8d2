export const checkInQueryKeys = {
  stats: ['check-in', 'stats'] as const,
};
