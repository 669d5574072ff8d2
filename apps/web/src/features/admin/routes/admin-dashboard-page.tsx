import { PageHeader } from '../../../components/ui/page-header';

export function AdminDashboardPage() {
  return (
    <PageHeader
      title="Admin Dashboard"
      description="Platform figures and member management: search members and change their status."
    />
  );
}
