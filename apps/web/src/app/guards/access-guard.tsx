import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { isSigningOut, useSession } from '../../features/session/index';
import { decideAccess, type AccessRule } from './access-policy';
import { SessionErrorNotice } from './session-error-notice';

/** A layout route that renders its children only for visitors the rule allows. */
export function AccessGuard({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const location = useLocation();

  // Wait for the session rather than redirecting a member who is about to be recognised.
  if (session.isLoading) return <PageSpinner label="Checking your session…" />;
  if (session.error && rule !== 'guest') return <SessionErrorNotice onRetry={session.refetch} />;
  // Signing out goes to plain /signin: no 'come back here' from the page being left.
  if (!session.user && rule !== 'guest' && isSigningOut()) {
    return <PageSpinner label="Signing out…" />;
  }

  const decision = decideAccess(rule, session.user, location);
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} state={decision.state} replace />;
  }
  return <Outlet />;
}
