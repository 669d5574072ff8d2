import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { newPasswordSchema } from '@cofound/shared/accounts/password.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { TextLink } from '../../../components/ui/text-link';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useResetPassword } from '../api/use-password-reset';
import { NewPasswordInput } from '../components/account-inputs';
import { AuthCard } from '../components/auth-card';

export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Please ask for a new one.';

const resetPasswordSchema = z.object({ newPassword: newPasswordSchema });

function InvalidLink() {
  return (
    <AuthCard title="Reset link not valid" description={INVALID_RESET_LINK_MESSAGE}>
      <Link to="/forgot-password" className={buttonStyles({ size: 'lg', className: 'w-full' })}>
        Send a new link
      </Link>
    </AuthCard>
  );
}

/** Where the reset mail's link lands: /reset-password?token=…, or ?error=INVALID_TOKEN. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();
  const { register, handleSubmit, errors } = useZodForm(resetPasswordSchema, { newPassword: '' });

  if (!token || searchParams.get('error') !== null) return <InvalidLink />;
  // The server refuses an unknown or used token with a 4xx: the link is the problem, not the form.
  const tokenRejected =
    reset.isError &&
    isApiError(reset.error) &&
    reset.error.status >= 400 &&
    reset.error.status < 500;
  if (tokenRejected) return <InvalidLink />;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password updated" description="Sign in with your new password.">
        <Link to="/signin" className={buttonStyles({ size: 'lg', className: 'w-full' })}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Pick something you do not use elsewhere.">
      <form
        noValidate
        onSubmit={handleSubmit(({ newPassword }) => reset.mutate({ newPassword, token }))}
        className="space-y-5"
      >
        {reset.isError && <Alert>{accountMessages.authUnavailable}</Alert>}
        <NewPasswordInput
          label="New password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
          Update password
        </Button>
        <p className="text-center text-sm text-slate-600">
          <TextLink to="/signin">Back to sign in</TextLink>
        </p>
      </form>
    </AuthCard>
  );
}
