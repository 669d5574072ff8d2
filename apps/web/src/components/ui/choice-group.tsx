import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';

type ChoiceGroupShellProps = {
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  role?: 'radiogroup';
  children: ReactNode;
};

/** A fieldset with a visible legend, an optional hint and an error, shared by both groups. */
function ChoiceGroupShell({ legend, hint, error, role, children }: ChoiceGroupShellProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <fieldset
      role={role}
      aria-labelledby={legendId}
      aria-describedby={describedBy || undefined}
      className="min-w-0 space-y-2"
    >
      <legend id={legendId} className="mb-2 block text-sm font-medium text-slate-800">
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const optionStyles = clsx(
  'relative flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white text-slate-800',
  'transition-colors hover:border-brand-300 hover:bg-brand-50',
  'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
);

type RadioCardGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** What each option reads as, when it differs from its value. */
  labels?: Readonly<Record<T, string>>;
  /** Options per row from 640 px on. */
  columns?: 2 | 3;
  hint?: string;
  error?: string | undefined;
};

/**
 * One choice out of a few, shown as large tappable cards. Native radio inputs underneath, so
 * arrow keys, Tab and screen readers behave as they do for any radio group.
 */
export function RadioCardGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labels,
  columns = 2,
  hint,
  error,
}: RadioCardGroupProps<T>) {
  return (
    <ChoiceGroupShell legend={legend} hint={hint} error={error} role="radiogroup">
      <div className={clsx('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label key={option} className={clsx(optionStyles, 'min-h-12 px-3 py-2.5')}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="text-sm font-medium">{labels?.[option] ?? option}</span>
          </label>
        ))}
      </div>
    </ChoiceGroupShell>
  );
}

type CheckboxChipGroupProps<T extends string> = {
  legend: string;
  name: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** What each option reads as, when it differs from its value. */
  labels?: Readonly<Record<T, string>>;
  hint?: string;
  error?: string | undefined;
};

/** Any number of choices, shown as toggle chips over native checkboxes. */
export function CheckboxChipGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labels,
  hint,
  error,
}: CheckboxChipGroupProps<T>) {
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((chosen) => chosen !== option);
    // Keep the options' own order, whatever order they were picked in.
    onChange(options.filter((candidate) => next.includes(candidate)));
  };
  return (
    <ChoiceGroupShell legend={legend} hint={hint} error={error}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={clsx(optionStyles, 'min-h-10 rounded-full px-3.5 py-1.5')}
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <Check
                aria-hidden="true"
                className={clsx('-ml-0.5 size-4 shrink-0', !checked && 'hidden')}
              />
              <span className="text-sm font-medium">{labels?.[option] ?? option}</span>
            </label>
          );
        })}
      </div>
    </ChoiceGroupShell>
  );
}
