import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../session/index';

export function DashboardPage() {
  const { user } = useSession();
  const firstName = user?.name.split(' ')[0];

  return (
    <PageHeader
      title="Dashboard"
      description={
        <>
          {firstName ? `Welcome back, ${firstName}. ` : ''}Your match suggestions, connection
          requests, daily check-in and projects, all in one place.
        </>
      }
      actions={
        <Link to="/projects/new" className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-4" />
          New Project
        </Link>
      }
    />
  );
}
