export const messageQueryKeys = {
  all: ['messages'] as const,
  threads: ['messages', 'thread'] as const,
  thread: (profileId: string) => ['messages', 'thread', profileId] as const,
  unread: ['messages', 'unread'] as const,
};
