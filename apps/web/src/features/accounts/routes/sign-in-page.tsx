import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { accountDeletionMessages } from '@cofound/shared/account-deletion/account-deletion.messages';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import {
  socialProviderIds,
  socialProviderNames,
  type SocialProviderId,
} from '@cofound/shared/accounts/providers.schemas';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import {
  forgetEndedSession,
  readEndedSession,
  type EndedSessionStatus,
} from '../../../lib/ended-session-notice';
import { authPathWithReturn, returnPathFrom } from '../../../lib/return-path';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { providerNotConfiguredMessage, SocialSignIn } from '../components/social-sign-in';
import { prefilledEmail, signInNotice } from '../model/auth-navigation';

function providerFrom(value: string | null): SocialProviderId | null {
  return socialProviderIds.find((id) => id === value) ?? null;
}

const endedSessionMessages: Record<EndedSessionStatus, string> = {
  suspended: accountMessages.accountSuspended,
  banned: accountMessages.accountBanned,
  deleted: accountDeletionMessages.deleted,
};

export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const from = returnPathFrom(location.search, location.state);
  const email = prefilledEmail(location.search, location.state);
  const notice = signInNotice(location.state);
  const [ended] = useState(() => readEndedSession());
  const unconfigured =
    searchParams.get('error') === 'provider_not_configured'
      ? providerFrom(searchParams.get('provider'))
      : null;

  return (
    <AuthCard title="Welcome Back" description="Sign in to see your matches and messages.">
      <div className="space-y-6">
        {ended && (
          <Alert tone={ended === 'deleted' ? 'info' : 'error'}>{endedSessionMessages[ended]}</Alert>
        )}
        {notice === 'already-registered' && (
          <Alert tone="info">{accountMessages.emailAlreadyRegistered}</Alert>
        )}
        {unconfigured && (
          <Alert>{providerNotConfiguredMessage(socialProviderNames[unconfigured])}</Alert>
        )}
        <SignInForm
          defaultEmail={email}
          onSignedIn={() => {
            forgetEndedSession();
            void navigate(from ?? '/dashboard', { replace: true });
          }}
        />
        <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <SocialSignIn from={from} />
        <p className="text-center text-sm text-slate-600">
          New to Cofound?{' '}
          <TextLink to={authPathWithReturn('/signup', from)} state={from ? { from } : undefined}>
            Sign up
          </TextLink>
        </p>
      </div>
    </AuthCard>
  );
}
