import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { controlStyles, describedControlProps, Field, useFieldIds, type FieldProps } from './field';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> &
  FieldProps & {
    options: readonly { value: string; label: string }[];
    /** The first, empty choice (e.g. 'All industries'); omit when a value is always chosen. */
    placeholder?: string;
  };

/**
 * The one select: native (keyboard and screen readers for free), with the same label, hint and
 * error wiring as <Input>, and room for the arrow.
 */
export function Select({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  ...props
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <select
        {...props}
        {...describedControlProps(ids, { hint, error })}
        className={controlStyles(Boolean(error), clsx('pr-8', className))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
