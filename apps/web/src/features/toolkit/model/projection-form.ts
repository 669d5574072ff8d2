import {
  projectionInputSchema,
  type ProjectionInputValues,
} from '@cofound/shared/toolkit/toolkit.schemas';
import { fieldErrorsOf, toField, toNumber } from './form-values';

export type HireRow = { key: number; role: string; monthlySalary: string; startMonth: string };

/** The projection form as typed: numbers as text, hires with a key that survives removals. */
export type ProjectionForm = {
  startingCustomers: string;
  growthMode: ProjectionInputValues['growthMode'];
  monthlyNewCustomers: string;
  monthlyGrowthPercent: string;
  monthlyChurnPercent: string;
  pricePerCustomer: string;
  costPerCustomer: string;
  fixedMonthlyCosts: string;
  hires: HireRow[];
  startingCash: string;
};

const numberFields = [
  'startingCustomers',
  'monthlyNewCustomers',
  'monthlyGrowthPercent',
  'monthlyChurnPercent',
  'pricePerCustomer',
  'costPerCustomer',
  'fixedMonthlyCosts',
  'startingCash',
] as const;
export type ProjectionNumberField = (typeof numberFields)[number];

let nextKey = 1;

export function newHireRow(): HireRow {
  nextKey += 1;
  return { key: nextKey, role: '', monthlySalary: '', startMonth: '1' };
}

/** An empty start: no customers, costs or cash yet, for the member to fill in. */
export function defaultProjectionForm(): ProjectionForm {
  return {
    startingCustomers: '0',
    growthMode: 'new-customers',
    monthlyNewCustomers: '0',
    monthlyGrowthPercent: '0',
    monthlyChurnPercent: '0',
    pricePerCustomer: '0',
    costPerCustomer: '0',
    fixedMonthlyCosts: '0',
    hires: [],
    startingCash: '0',
  };
}

export function projectionFormOf(values: ProjectionInputValues): ProjectionForm {
  const form = { ...values, hires: [] as HireRow[] } as unknown as ProjectionForm;
  for (const field of numberFields) form[field] = toField(values[field]);
  form.hires = values.hires.map((hire) => ({
    ...newHireRow(),
    role: hire.role,
    monthlySalary: toField(hire.monthlySalary),
    startMonth: toField(hire.startMonth),
  }));
  return form;
}

/** The inputs when they are valid, else the message of each field that is not. */
export function parseProjectionForm(form: ProjectionForm): {
  values: ProjectionInputValues | null;
  errors: Record<string, string>;
} {
  const numbers = Object.fromEntries(numberFields.map((field) => [field, toNumber(form[field])]));
  const parsed = projectionInputSchema.safeParse({
    ...numbers,
    growthMode: form.growthMode,
    hires: form.hires.map((hire) => ({
      role: hire.role,
      monthlySalary: toNumber(hire.monthlySalary),
      startMonth: toNumber(hire.startMonth),
    })),
  });
  return parsed.success
    ? { values: parsed.data, errors: {} }
    : { values: null, errors: fieldErrorsOf(parsed.error) };
}
