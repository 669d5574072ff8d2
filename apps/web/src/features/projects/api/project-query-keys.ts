export const projectQueryKeys = {
  all: ['projects'] as const,
  mine: ['projects', 'mine'] as const,
  joined: ['projects', 'joined'] as const,
  one: (id: string) => ['projects', 'one', id] as const,
  recommendations: (id: string) => ['projects', 'recommendations', id] as const,
  invitations: ['projects', 'invitations'] as const,
  teamMatches: (minScore: number) => ['projects', 'team-matches', minScore] as const,
  allTeamMatches: ['projects', 'team-matches'] as const,
  teamMatchAlerts: ['projects', 'team-match-alerts'] as const,
};
