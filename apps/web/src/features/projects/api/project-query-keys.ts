export const projectQueryKeys = {
  all: ['projects'] as const,
  mine: ['projects', 'mine'] as const,
  one: (id: string) => ['projects', 'one', id] as const,
};
