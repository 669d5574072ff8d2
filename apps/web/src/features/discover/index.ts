export { DiscoverPage } from './routes/discover-page';
