export { SecuritySettingsCard } from './components/security-settings-card';
