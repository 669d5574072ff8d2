export { NewProjectPage } from './routes/new-project-page';
export { ProjectPage } from './routes/project-page';
export { EditProjectPage } from './routes/edit-project-page';
export { TeamMatchesPage } from './routes/team-matches-page';
export { MyProjects } from './components/my-projects';
