export const agreementQueryKeys = {
  catalogue: ['agreements', 'catalogue'] as const,
  teamProjects: ['agreements', 'team-projects'] as const,
  team: (projectId: string) => ['agreements', 'team', projectId] as const,
};
