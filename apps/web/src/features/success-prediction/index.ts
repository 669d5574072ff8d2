export { SuccessPredictionBadge } from './components/success-prediction-badge';
export { SuccessPredictionPanel } from './components/success-prediction-panel';
