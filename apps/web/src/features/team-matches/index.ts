export { TeamMatchesPage } from './routes/team-matches-page';
