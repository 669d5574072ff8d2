import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { TextLink } from '../../../components/ui/text-link';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSignIn } from '../api/use-sign-in';
import { signInErrorMessage } from '../model/sign-in-error-message';
import { signInFormSchema } from '../model/sign-in-schema';
import { EmailInput } from './account-inputs';

type SignInFormProps = {
  /** Pre-filled, e.g. when the wizard found the address already registered. */
  defaultEmail?: string;
  /** Called once the member is signed in and the session reloaded. */
  onSignedIn: () => void;
};

export function SignInForm({ defaultEmail = '', onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  const { register, handleSubmit, errors } = useZodForm(signInFormSchema, {
    email: defaultEmail,
    password: '',
  });

  const submit = handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {signIn.isError && <Alert>{signInErrorMessage(signIn.error)}</Alert>}
      <EmailInput error={errors.email?.message} {...register('email')} />
      <div className="space-y-1.5">
        <Input
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="text-right text-sm">
          <TextLink to="/forgot-password">Forgot password?</TextLink>
        </p>
      </div>
      <Button type="submit" size="lg" loading={signIn.isPending} className="w-full">
        Sign In
      </Button>
    </form>
  );
}
