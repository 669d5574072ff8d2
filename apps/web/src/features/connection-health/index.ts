export { ConnectionGate } from './components/connection-gate';
