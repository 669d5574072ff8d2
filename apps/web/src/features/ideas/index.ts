export { IdeasPage } from './routes/ideas-page';
export { IdeaProjectPage } from './routes/idea-project-page';
