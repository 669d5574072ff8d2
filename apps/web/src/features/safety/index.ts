export { ProfileSafetyMenu } from './components/profile-safety-menu';
export { ReportDialog } from './components/report-dialog';
export { BlockedMembersList } from './components/blocked-members-list';
