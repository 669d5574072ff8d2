import type { ComponentProps } from 'react';
import {
  controlStyles,
  describedControlProps,
  Field,
  useFieldIds,
  type FieldProps,
} from '../../../components/ui/field';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> &
  FieldProps & {
    options: readonly { value: string; label: string }[];
    /** The first, empty choice (e.g. 'Not set'); omit when a value is always chosen. */
    placeholder?: string;
  };

/** A native select with the same label, hint and error wiring as <Input>. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
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
