export { EmailDigestSetting } from './components/email-digest-setting';
export { useCommunityRepliesLive } from './api/use-community-replies-live';
