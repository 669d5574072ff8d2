export { EmailDigestSetting } from './components/email-digest-setting';
