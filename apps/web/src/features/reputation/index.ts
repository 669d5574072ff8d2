export { ReputationPanel, type ReputationPanelProps } from './components/reputation-panel';
export { useReputation } from './api/use-reputation';
