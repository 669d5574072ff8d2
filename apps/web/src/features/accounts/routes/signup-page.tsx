import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Gift } from 'lucide-react';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { authPathWithReturn, returnPathFrom } from '../../../lib/return-path';
import { useSession } from '../../session/index';
import { ExampleMatches } from '../components/example-matches';
import { SignupWizard } from '../components/signup-wizard';

/**
 * /signup. Guards itself instead of sitting behind the guest guard: once the account exists the
 * visitor is signed in, yet the welcome step must still show before moving on.
 */
export function SignupPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const [accountCreated, setAccountCreated] = useState(false);
  const from = returnPathFrom(location.search, location.state);
  const referralCode = searchParams.get('ref')?.trim() || null;

  if (!accountCreated) {
    if (session.isLoading) return <PageSpinner label="Checking your session…" />;
    if (session.user) return <Navigate to={from ?? '/dashboard'} replace />;
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-8 py-2 sm:py-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <title>Join Cofound · Cofound</title>
      <div className="min-w-0 space-y-6">
        <header className="space-y-2 text-center lg:text-left">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Join Cofound
          </h1>
          <p className="text-lg text-slate-600">Your profile takes 2 minutes</p>
        </header>
        {referralCode && (
          <p className="flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <Gift aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {accountMessages.referralNotice}{' '}
              <strong className="font-semibold wrap-anywhere">{referralCode}</strong>
            </span>
          </p>
        )}
        <Card>
          <SignupWizard
            referralCode={referralCode}
            from={from}
            onAccountCreated={() => setAccountCreated(true)}
          />
        </Card>
        {!accountCreated && (
          <p className="text-center text-sm text-slate-600">
            Already have an account?{' '}
            <TextLink to={authPathWithReturn('/signin', from)} state={from ? { from } : undefined}>
              Sign in
            </TextLink>
          </p>
        )}
      </div>
      <div className="min-w-0 lg:pt-24">
        <ExampleMatches />
      </div>
    </div>
  );
}
