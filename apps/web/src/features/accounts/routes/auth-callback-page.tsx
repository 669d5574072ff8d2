import { Navigate } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { PageSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../session/index';
import { AuthCard } from '../components/auth-card';

/** Where social sign-in returns: into the app when the session exists, else back to sign-in. */
export function AuthCallbackPage() {
  const session = useSession();
  if (session.isLoading) return <PageSpinner label="Signing you in…" />;
  if (session.user) return <Navigate to="/dashboard" replace />;
  return (
    <AuthCard title="Sign-in not completed" description="We could not finish signing you in.">
      <p className="text-center">
        <TextLink to="/signin">Back to sign in</TextLink>
      </p>
    </AuthCard>
  );
}
