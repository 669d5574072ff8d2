import { PageHeader } from '../../../components/ui/page-header';

export function MatchmakingPage() {
  return (
    <PageHeader
      title="Matchmaking"
      description="How likes, mutual matches and connections convert across the community."
    />
  );
}
