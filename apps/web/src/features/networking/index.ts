export { NetworkingPage } from './routes/networking-page';
