import { PageHeader } from '../../../components/ui/page-header';

export function TeamMatchesPage() {
  return (
    <PageHeader
      title="Team Matches"
      description="Teams looking for someone like you, how well you fit each one, and a way to join or talk to them."
    />
  );
}
