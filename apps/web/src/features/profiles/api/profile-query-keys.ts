export const profileQueryKeys = {
  own: ['profiles', 'me'] as const,
  one: (id: string) => ['profiles', 'one', id] as const,
};
