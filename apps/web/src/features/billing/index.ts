export { PricingPage } from './routes/pricing-page';
