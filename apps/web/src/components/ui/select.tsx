import type { ComponentProps } from 'react';
import { controlStyles, describedControlProps, Field, useFieldIds, type FieldProps } from './field';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> &
  FieldProps & {
    options: readonly { value: string; label: string }[];
    /** The first, empty choice (e.g. 'All industries'); omit when a value is always chosen. */
    placeholder?: string;
  };

/** A native select with the same label, hint and error wiring as <Input>. */
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
        className={controlStyles(Boolean(error), className)}
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
