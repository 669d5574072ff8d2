import { PageHeader } from '../../../components/ui/page-header';

export function MemberProfilePage() {
  return (
    <PageHeader
      title="Founder Profile"
      description="This founder's role, skills, experience and what they are looking for in a co-founder."
    />
  );
}
