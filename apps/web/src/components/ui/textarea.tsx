import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { controlStyles, describedControlProps, Field, useFieldIds, type FieldProps } from './field';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldProps;

/** A multi-line text field with the same label, hint and error wiring as <Input>. */
export function Textarea({ label, hint, error, id, className, rows = 4, ...props }: TextareaProps) {
  const ids = useFieldIds(id);
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <textarea
        rows={rows}
        {...props}
        {...describedControlProps(ids, { hint, error })}
        className={controlStyles(Boolean(error), clsx('min-h-24 resize-y', className))}
      />
    </Field>
  );
}
