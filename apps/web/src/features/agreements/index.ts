export { AgreementsPage } from './routes/agreements-page';
