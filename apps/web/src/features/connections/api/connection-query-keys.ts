export const connectionQueryKeys = {
  requests: ['connections', 'requests'] as const,
  lists: ['connections', 'list'] as const,
  list: (q: string) => ['connections', 'list', q] as const,
  usage: ['connections', 'usage'] as const,
  mutual: (profileId: string) => ['connections', 'mutual', profileId] as const,
};
