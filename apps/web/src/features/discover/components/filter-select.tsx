import type { ComponentProps } from 'react';
import { controlStyles, Field, useFieldIds } from '../../../components/ui/field';

type FilterSelectProps = Omit<ComponentProps<'select'>, 'id' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

/** A labelled native select (keyboard and screen readers for free). */
export function FilterSelect({ label, value, onChange, options, ...props }: FilterSelectProps) {
  const ids = useFieldIds(undefined);
  return (
    <Field label={label} ids={ids}>
      <select
        {...props}
        id={ids.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlStyles(false, 'pr-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
