export { SubscriptionActivation } from './components/subscription-activation';
export { usePremiumGate, type PremiumGate } from './model/use-premium-gate';
/** An amount in cents as a member reads it: for the admin area's payment lists. */
export { formatMoney } from './model/money';
