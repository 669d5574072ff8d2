import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../session/index';

/** The shared screen behind /browse and /discover. */
export function DiscoverPage() {
  const { user, isLoading } = useSession();
  const showJoin = !isLoading && !user;

  return (
    <PageHeader
      title="Discover Co-Founders"
      description="Search founders by industry, skills, experience and the role they are looking for, and connect with the ones who fit you."
      actions={
        showJoin && (
          <Link to="/signup" className={buttonStyles()}>
            Join Cofound
          </Link>
        )
      }
    />
  );
}
