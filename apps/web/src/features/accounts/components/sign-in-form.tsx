import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useSignIn } from '../api/use-sign-in';
import { signInErrorMessage } from '../model/sign-in-error-message';
import { signInFormSchema, type SignInForm as SignInValues } from '../model/sign-in-schema';

type SignInFormProps = {
  /** Called once the member is signed in and the session reloaded. */
  onSignedIn: () => void;
};

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {signIn.isError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {signInErrorMessage(signIn.error)}
        </div>
      )}
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={signIn.isPending} className="w-full">
        Sign In
      </Button>
    </form>
  );
}
