export { MyProfilePage } from './routes/my-profile-page';
export { MemberProfilePage } from './routes/member-profile-page';
/** The member's picture or initials, for cards elsewhere (discover, connections). */
export { ProfileAvatar } from './components/profile-avatar';
