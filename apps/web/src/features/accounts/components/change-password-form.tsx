import { z } from 'zod';
import {
  currentPasswordSchema,
  newPasswordSchema,
} from '@cofound/shared/accounts/password.schemas';
import { sessionMessages } from '@cofound/shared/accounts/sessions.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/use-change-password';
import { NewPasswordInput } from './account-inputs';

const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
    signOutThisDevice: z.boolean(),
  })
  .refine((form) => form.confirmPassword === form.newPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Change the password; the server ends every other session at once. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, errors, setError, reset } = useZodForm(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    signOutThisDevice: false,
  });

  const submit = ({ currentPassword, newPassword, signOutThisDevice }: ChangePasswordForm) =>
    change.mutate(
      { currentPassword, newPassword, signOutThisDevice },
      {
        onSuccess: () => {
          toast.success(sessionMessages.passwordChanged);
          reset();
        },
        onError: (error) => {
          const fieldError = isApiError(error)
            ? error.fieldErrors?.currentPassword?.[0]
            : undefined;
          if (fieldError)
            setError('currentPassword', { message: fieldError }, { shouldFocus: true });
        },
      },
    );

  const failedOtherwise =
    change.isError && !(isApiError(change.error) && change.error.fieldErrors?.currentPassword);

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="max-w-2xl space-y-4"
      aria-labelledby="change-password-heading"
    >
      <h3 id="change-password-heading" className="text-sm font-medium text-slate-800">
        Change password
      </h3>
      {failedOtherwise && <Alert>{sessionMessages.passwordChangeFailed}</Alert>}
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordInput
          label="New password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <Input
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          {...register('signOutThisDevice')}
        />
        <span>
          Also sign out this device
          <span className="block text-slate-500">Your other devices are always signed out.</span>
        </span>
      </label>
      <Button type="submit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
