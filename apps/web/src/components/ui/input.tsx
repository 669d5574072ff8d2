import type { ComponentProps } from 'react';
import { controlStyles, describedControlProps, Field, useFieldIds, type FieldProps } from './field';

type InputProps = Omit<ComponentProps<'input'>, 'id'> & FieldProps;

/** A text input with a visible label, optional hint and an error wired for screen readers. */
export function Input({ label, hint, error, id, className, ...props }: InputProps) {
  const ids = useFieldIds(id);
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <input
        {...props}
        {...describedControlProps(ids, { hint, error })}
        className={controlStyles(Boolean(error), className)}
      />
    </Field>
  );
}
