import type { VestingInputValues } from '@cofound/shared/toolkit/toolkit.schemas';
import { vestingInputSchema } from '@cofound/shared/toolkit/toolkit.schemas';
import { fieldErrorsOf, toField, toNumber } from './form-values';
import { todayIso } from './formats';

/** The vesting form as typed: numbers as text. */
export type VestingForm = {
  totalShares: string;
  durationMonths: string;
  cliffMonths: string;
  frequency: VestingInputValues['frequency'];
  startDate: string;
  acceleration: VestingInputValues['acceleration'];
  acceleratedPercent: string;
};

/** The usual grant: four years with a one-year cliff, vesting monthly from today. */
export function defaultVestingForm(): VestingForm {
  return {
    totalShares: '1000000',
    durationMonths: '48',
    cliffMonths: '12',
    frequency: 'monthly',
    startDate: todayIso(),
    acceleration: 'none',
    acceleratedPercent: '100',
  };
}

export function vestingFormOf(values: VestingInputValues): VestingForm {
  return {
    ...values,
    totalShares: toField(values.totalShares),
    durationMonths: toField(values.durationMonths),
    cliffMonths: toField(values.cliffMonths),
    acceleratedPercent: toField(values.acceleratedPercent),
  };
}

/** The inputs when they are valid, else the message of each field that is not. */
export function parseVestingForm(form: VestingForm): {
  values: VestingInputValues | null;
  errors: Record<string, string>;
} {
  const parsed = vestingInputSchema.safeParse({
    ...form,
    totalShares: toNumber(form.totalShares),
    durationMonths: toNumber(form.durationMonths),
    cliffMonths: toNumber(form.cliffMonths),
    acceleratedPercent: toNumber(form.acceleratedPercent),
  });
  return parsed.success
    ? { values: parsed.data, errors: {} }
    : { values: null, errors: fieldErrorsOf(parsed.error) };
}
