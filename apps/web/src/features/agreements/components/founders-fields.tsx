import type { ComponentProps } from 'react';
import { Plus, Scale, Trash2 } from 'lucide-react';
import { AGREEMENT_MAX_FOUNDERS } from '@cofound/shared/agreements/agreement-rules';
import { roles } from '@cofound/shared/profiles/profiles.options';
import { Button } from '../../../components/ui/button';
import {
  controlStyles,
  describedControlProps,
  Field,
  useFieldIds,
} from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import {
  canAddFounder,
  canRemoveFounder,
  formTotal,
  founderRow,
  type FormErrors,
  type FounderRow,
} from '../model/agreement-form';
import { fieldId } from './field-ids';

const ROLE_OPTIONS_ID = 'agreement-role-options';
export const FOUNDERS_ERROR_ID = 'agreement-founders-error';

type EquityInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error: string | undefined;
  /** The message about the whole list (the total), which this share is part of. */
  listError: string | undefined;
};

/** A share of the company: its own error below it, and the list's error tied to it too. */
function EquityInput({ id, label, error, listError, className, ...props }: EquityInputProps) {
  const ids = useFieldIds(id);
  const own = describedControlProps(ids, { error });
  const describedBy = [own['aria-describedby'], listError ? FOUNDERS_ERROR_ID : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field label={label} error={error} ids={ids}>
      <div className="relative">
        <input
          {...props}
          {...own}
          aria-describedby={describedBy || undefined}
          aria-invalid={error || listError ? true : undefined}
          className={controlStyles(Boolean(error || listError), `pr-8 ${className ?? ''}`)}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
        >
          %
        </span>
      </div>
    </Field>
  );
}

type FoundersFieldsProps = {
  founders: FounderRow[];
  errors: FormErrors;
  onChange: (founders: FounderRow[]) => void;
  onSplitEqually: () => void;
};

/** The founders, one row each (name, role, equity), with the total of their shares. */
export function FoundersFields({
  founders,
  errors,
  onChange,
  onSplitEqually,
}: FoundersFieldsProps) {
  const update = (index: number, fields: Partial<FounderRow>) =>
    onChange(founders.map((row, at) => (at === index ? { ...row, ...fields } : row)));
  const total = formTotal(founders);
  const listError = errors.founders;
  const unallocated = Number.isFinite(total) ? Math.round((100 - total) * 100) / 100 : null;

  return (
    <div className="space-y-4">
      <datalist id={ROLE_OPTIONS_ID}>
        {roles.map((role) => (
          <option key={role} value={role} />
        ))}
      </datalist>
      <ol className="space-y-4">
        {founders.map((founder, index) => {
          const path = (field: string) => `founders.${index}.${field}`;
          const number = index + 1;
          return (
            <li key={founder.key}>
              <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">
                  Founder {number}
                </legend>
                <div className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,3fr)_minmax(0,2fr)] sm:items-start">
                  <Input
                    id={fieldId(path('name'))}
                    label="Full name"
                    autoComplete="off"
                    value={founder.name}
                    onChange={(event) => update(index, { name: event.target.value })}
                    error={errors[path('name')]}
                  />
                  <Input
                    id={fieldId(path('role'))}
                    label="Role"
                    list={ROLE_OPTIONS_ID}
                    autoComplete="off"
                    value={founder.role}
                    onChange={(event) => update(index, { role: event.target.value })}
                    error={errors[path('role')]}
                  />
                  <EquityInput
                    id={fieldId(path('equityPercent'))}
                    label="Equity"
                    inputMode="decimal"
                    autoComplete="off"
                    value={founder.equity}
                    onChange={(event) => update(index, { equity: event.target.value })}
                    error={errors[path('equityPercent')]}
                    listError={listError}
                  />
                </div>
                {canRemoveFounder(founders) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-3 -ml-2"
                    onClick={() => onChange(founders.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove founder {number}
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">
            Total {Number.isFinite(total) ? `${total}%` : '–'}
          </span>
          {unallocated !== null && unallocated > 0 && (
            <span> · {unallocated}% left unallocated, reserved for future hires</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onSplitEqually}>
            <Scale aria-hidden="true" className="size-4" />
            Split equally
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!canAddFounder(founders)}
            onClick={() => onChange([...founders, founderRow({ equity: '0' })])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add founder
          </Button>
        </div>
      </div>
      {!canAddFounder(founders) && (
        <p className="text-sm text-slate-600">
          An agreement can have at most {AGREEMENT_MAX_FOUNDERS} founders.
        </p>
      )}
      {listError && (
        <p id={FOUNDERS_ERROR_ID} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
    </div>
  );
}
