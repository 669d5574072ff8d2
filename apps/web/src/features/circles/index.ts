export { CirclesPage } from './routes/circles-page';
