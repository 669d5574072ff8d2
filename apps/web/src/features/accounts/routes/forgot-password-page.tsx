import { z } from 'zod';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import { emailSchema } from '@cofound/shared/accounts/email.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRequestPasswordReset } from '../api/use-password-reset';
import { EmailInput } from '../components/account-inputs';
import { AuthCard } from '../components/auth-card';

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that address, we've sent a link to reset the password.";

const forgotPasswordSchema = z.object({
  email: emailSchema,
});

/** Only an unreachable service is worth reporting; anything else reads as 'sent' (no enumeration). */
function isUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { register, handleSubmit, errors } = useZodForm(forgotPasswordSchema, { email: '' });
  const sent = request.isSuccess || (request.isError && !isUnavailable(request.error));

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address you signed up with and we will mail you a link."
    >
      {sent ? (
        <div className="space-y-6">
          <Alert tone="success">{RESET_LINK_SENT_MESSAGE}</Alert>
          <p className="text-center text-sm text-slate-600">
            <TextLink to="/signin">Back to sign in</TextLink>
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ email }) => request.mutate(email))}
          className="space-y-5"
        >
          {request.isError && <Alert>{accountMessages.authUnavailable}</Alert>}
          <EmailInput error={errors.email?.message} {...register('email')} />
          <Button type="submit" size="lg" loading={request.isPending} className="w-full">
            Send reset link
          </Button>
          <p className="text-center text-sm text-slate-600">
            Remembered it? <TextLink to="/signin">Back to sign in</TextLink>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
