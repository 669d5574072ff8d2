export { PricingPage } from './routes/pricing-page';
export { CheckoutPage } from './routes/checkout-page';
export { BillingPage } from './routes/billing-page';
export { SubscriptionActivation } from './components/subscription-activation';
export { usePremiumGate, type PremiumGate } from './model/use-premium-gate';
