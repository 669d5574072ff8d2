export { NewProjectPage } from './routes/new-project-page';
export { ProjectPage } from './routes/project-page';
export { EditProjectPage } from './routes/edit-project-page';
export { MyProjects } from './components/my-projects';
export { TeamInvitationsPanel } from './components/team-invitations-panel';
export { TeamMatchCard } from './components/team-match-card';
export { useRespondToTeamMatch, useTeamMatches } from './api/use-team-matches';
export { useSaveTeamMatchAlerts, useTeamMatchAlerts } from './api/use-team-match-alerts';
export { useTeamsLive } from './api/use-teams-live';
