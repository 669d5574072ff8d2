export { PitchPage } from './routes/pitch-page';
