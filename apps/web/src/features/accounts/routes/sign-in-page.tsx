import { useLocation, useNavigate } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { authPathWithReturn, returnPathFrom } from '../../../lib/return-path';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';

export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnPathFrom(location.search, location.state);

  return (
    <AuthCard title="Welcome Back" description="Sign in to see your matches and messages.">
      <SignInForm onSignedIn={() => void navigate(from ?? '/dashboard', { replace: true })} />
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Cofound?{' '}
        <TextLink to={authPathWithReturn('/signup', from)} state={from ? { from } : undefined}>
          Sign up
        </TextLink>
      </p>
    </AuthCard>
  );
}
