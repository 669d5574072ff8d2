export { ConnectionsPage } from './routes/connections-page';
