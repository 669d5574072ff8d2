export { SecuritySettingsCard } from './components/security-settings-card';
export { VerifiedAccountsCard } from './components/verified-accounts-card';
