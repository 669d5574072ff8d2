export { ConnectionsPage } from './routes/connections-page';
export { ConnectButton } from './components/connect-button';
export { useResumeConnectionIntent } from './model/use-resume-connection-intent';
