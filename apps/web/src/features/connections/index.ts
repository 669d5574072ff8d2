export { ConnectionsPage } from './routes/connections-page';
export { ConnectButton } from './components/connect-button';
export { useResumeConnectionIntent } from './model/use-resume-connection-intent';
export { ConnectionRequestsPanel } from './components/connection-requests-panel';
export { useConnectionRequests } from './api/use-connection-requests';
export { useConnectionRequestsLive } from './api/use-connection-requests-live';
