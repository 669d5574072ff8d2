import { useLocation, useSearchParams } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { authPathWithReturn, returnPathFrom } from '../../../lib/return-path';
import { AuthCard } from '../components/auth-card';

export function SignUpPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const from = returnPathFrom(location.search, location.state);
  const referralCode = searchParams.get('ref');

  return (
    <AuthCard title="Join Cofound" description="Your profile takes 2 minutes">
      <div className="space-y-4 text-slate-700">
        {referralCode && (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
            Signing up with referral code <strong>{referralCode}</strong>
          </p>
        )}
        <p>
          Tell us your role, industry, skills and how you like to work, and Cofound ranks the
          founders who fit you best.
        </p>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <TextLink to={authPathWithReturn('/signin', from)} state={from ? { from } : undefined}>
          Sign in
        </TextLink>
      </p>
    </AuthCard>
  );
}
