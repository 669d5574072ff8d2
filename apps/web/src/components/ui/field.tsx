import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';

export type FieldProps = {
  label: string;
  /** Help shown under the control until there is an error. */
  hint?: string | undefined;
  error?: string | undefined;
  id?: string | undefined;
};

type FieldIds = { control: string; hint: string; error: string };

/** Stable ids for a control and the texts that describe it. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** The aria attributes that tie a control to its hint and error texts. */
export function describedControlProps(ids: FieldIds, { hint, error }: Omit<FieldProps, 'label'>) {
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return {
    id: ids.control,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}

export function controlStyles(invalid: boolean, className?: string): string {
  return clsx(
    'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid
      ? 'border-red-600 focus-visible:outline-red-600'
      : 'border-slate-300 focus-visible:outline-brand-600',
    className,
  );
}

/** Label above, control, then hint and error text below. */
export function Field({
  label,
  hint,
  error,
  ids,
  children,
}: Omit<FieldProps, 'id'> & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.control} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hint} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
