import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

type PresetInputProps = Omit<ComponentProps<typeof Input>, 'label' | 'type' | 'autoComplete'>;

/** The email field of the account forms: sign-in, sign-up and password reset. */
export function EmailInput(props: PresetInputProps) {
  return <Input label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A field for choosing a password, with the length rule as its hint. */
export function NewPasswordInput({
  label = 'Password',
  ...props
}: PresetInputProps & { label?: string }) {
  return (
    <Input
      label={label}
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters"
      {...props}
    />
  );
}
