export { ReferralCard } from './components/referral-card';
export { useReferralStats } from './api/use-referral-stats';
