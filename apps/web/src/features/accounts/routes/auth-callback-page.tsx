import { Navigate, useLocation, useSearchParams } from 'react-router';
import { accountMessages, providerFailedMessage } from '@cofound/shared/accounts/accounts.messages';
import { socialProviderIds, socialProviderNames } from '@cofound/shared/accounts/providers.schemas';
import { Alert } from '../../../components/ui/alert';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { authPathWithReturn, returnPathFrom } from '../../../lib/return-path';
import { useSession } from '../../session/index';
import { useRefreshedSession } from '../api/use-refreshed-session';
import { AuthCard } from '../components/auth-card';

function providerName(value: string | null): string {
  const id = socialProviderIds.find((candidate) => candidate === value);
  return id ? socialProviderNames[id] : 'Social sign-in';
}

/** Where social sign-in returns: into the app when the session exists, else back to sign-in. */
export function AuthCallbackPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const from = returnPathFrom(location.search, null);
  const failed = searchParams.get('error') !== null;
  const refreshed = useRefreshedSession();
  const session = useSession();

  if (!failed) {
    if (!refreshed || session.isLoading) return <PageSpinner label="Signing you in…" />;
    if (session.user) return <Navigate to={from ?? '/dashboard'} replace />;
  }

  const message = failed
    ? providerFailedMessage(providerName(searchParams.get('provider')))
    : accountMessages.authenticationFailed;
  return (
    <AuthCard title="Sign-in not completed" description="We could not finish signing you in.">
      <div className="space-y-6">
        <Alert>{message}</Alert>
        <p className="text-center">
          <TextLink to={authPathWithReturn('/signin', from)}>Back to sign in</TextLink>
        </p>
      </div>
    </AuthCard>
  );
}
