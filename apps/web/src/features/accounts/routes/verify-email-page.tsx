import { useSearchParams } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { Link } from 'react-router';
import { useResendVerification, useSession } from '../../session/index';
import { useRefreshedSession } from '../api/use-refreshed-session';
import { AuthCard } from '../components/auth-card';

const iconStyles =
  'mx-auto mb-4 flex size-12 items-center justify-center rounded-full [&>svg]:size-6';

/** Where the verification mail's link lands: /verify-email, or /verify-email?error=<code>. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const failed = searchParams.get('error') !== null;
  const refreshed = useRefreshedSession();
  const { user } = useSession();
  const resend = useResendVerification();

  if (!refreshed) return <PageSpinner label="Checking your email verification…" />;

  if (!failed) {
    return (
      <AuthCard
        title="Your email is verified"
        description="Thanks for confirming your address. You are all set."
      >
        <span aria-hidden="true" className={`${iconStyles} bg-emerald-50 text-emerald-700`}>
          <MailCheck />
        </span>
        <Link
          to={user ? '/dashboard' : '/signin'}
          className={buttonStyles({ size: 'lg', className: 'w-full' })}
        >
          {user ? 'Go to your dashboard' : 'Sign in'}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="This link did not work"
      description="The verification link is invalid or has expired. Links work once and only for a limited time."
    >
      <span aria-hidden="true" className={`${iconStyles} bg-red-50 text-red-700`}>
        <MailX />
      </span>
      {user && user.emailVerified && (
        <p className="text-center text-slate-700">
          Your email address is verified already.{' '}
          <TextLink to="/dashboard">Go to your dashboard</TextLink>
        </p>
      )}
      {user && !user.emailVerified && (
        <div className="space-y-3 text-center">
          <p className="text-slate-700">
            We can send a new link to <strong className="wrap-anywhere">{user.email}</strong>.
          </p>
          <Button
            size="lg"
            className="w-full"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Resend email
          </Button>
        </div>
      )}
      {!user && (
        <p className="text-center text-slate-700">
          <TextLink to="/signin?from=%2Fdashboard">Sign in</TextLink> to have a new link sent to
          you.
        </p>
      )}
    </AuthCard>
  );
}
