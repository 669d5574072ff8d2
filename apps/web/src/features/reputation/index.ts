export { ReputationPanel, type ReputationPanelProps } from './components/reputation-panel';
export { TopFoundersBoard } from './components/top-founders-board';
export { useReputation } from './api/use-reputation';
export { reputationQueryKeys } from './api/reputation-query-keys';
