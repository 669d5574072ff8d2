export { CheckInCard } from './components/check-in-card';
export { useCheckIn } from './api/use-check-in';
export { useCheckInStats } from './api/use-check-in-stats';
