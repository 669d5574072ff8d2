export { MyProfilePage } from './routes/my-profile-page';
export { MemberProfilePage } from './routes/member-profile-page';
