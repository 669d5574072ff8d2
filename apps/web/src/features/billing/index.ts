export { PricingPage } from './routes/pricing-page';
export { usePremiumGate, type PremiumGate } from './model/use-premium-gate';
