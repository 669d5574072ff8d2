export { IdeasPage } from './routes/ideas-page';
