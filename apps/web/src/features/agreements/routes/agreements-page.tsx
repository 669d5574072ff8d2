import { PageHeader } from '../../../components/ui/page-header';

export function AgreementsPage() {
  return (
    <PageHeader
      title="Agreement Templates"
      description="Co-founder agreement templates covering equity splits, vesting, IP protection and exit terms, ready to download."
    />
  );
}
