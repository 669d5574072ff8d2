import { PageHeader } from '../../../components/ui/page-header';

export function MyProfilePage() {
  return (
    <PageHeader
      title="Your Profile"
      description="Keep your profile complete so that the right co-founders can find you and see why you fit."
    />
  );
}
