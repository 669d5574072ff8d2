export { PersonalityTestPage } from './routes/personality-test-page';
