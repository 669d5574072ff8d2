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

/** The fields the server may refuse, each shown under its input. */
const serverCheckedFields = ['currentPassword', 'newPassword'] as const;

function serverFieldErrors(error: unknown) {
  const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
  return serverCheckedFields.flatMap((field) => {
    const message = fieldErrors?.[field]?.[0];
    return message ? [{ field, message }] : [];
  });
}

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
          serverFieldErrors(error).forEach(({ field, message }, index) =>
            setError(field, { message }, { shouldFocus: index === 0 }),
          );
        },
      },
    );

  const failedOtherwise = change.isError && serverFieldErrors(change.error).length === 0;

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
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            aria-describedby="sign-out-this-device-hint"
            className="size-4 accent-brand-600"
            {...register('signOutThisDevice')}
          />
          Also sign out this device
        </label>
        <p id="sign-out-this-device-hint" className="mt-1 pl-6 text-sm text-slate-600">
          Your other devices are always signed out.
        </p>
      </div>
      <Button type="submit" loading={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
