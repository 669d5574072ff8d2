import { z } from 'zod';
import { signupRequestSchema } from '@cofound/shared/accounts/signup.schemas';

export const WIZARD_STEPS = 4;

/** Steps 1 to 4 are the form; 5 is the welcome screen after the account exists. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;

export const EXPERIENCE_MESSAGE = 'Enter your years of experience as a whole number from 0 to 80';

/**
 * The shared request schema, with a readable message for experience (the shared one keeps zod's
 * default wording) and without the referral code, which comes from the address, not the form.
 */
export const signupFormSchema = signupRequestSchema.omit({ referralCode: true }).extend({
  experience: z
    .number({ error: EXPERIENCE_MESSAGE })
    .int(EXPERIENCE_MESSAGE)
    .min(0, EXPERIENCE_MESSAGE)
    .max(80, EXPERIENCE_MESSAGE),
});

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

/** A blank wizard: experience defaults to 0, choices start empty (docs/product.md#signup). */
export const emptySignupDraft: Partial<SignupFormInput> = {
  email: '',
  password: '',
  name: '',
  experience: 0,
  workStyle: [],
  personalityTraits: [],
};

/** The fields each form step owns, for validating one step at a time. */
export const stepFields = {
  1: ['email', 'password', 'name'],
  2: ['role'],
  3: ['industry'],
  4: ['experience', 'workStyle', 'personalityTraits'],
} as const satisfies Record<1 | 2 | 3 | 4, readonly (keyof SignupFormInput)[]>;

/**
 * Continue is enabled only when the step is complete: step 1 has email, password and
 * name; step 2 a role; step 3 an industry; step 4 at least one work style and one trait.
 */
export function isStepComplete(step: WizardStep, draft: Partial<SignupFormInput>): boolean {
  switch (step) {
    case 1:
      return Boolean(draft.email?.trim() && draft.password && draft.name?.trim());
    case 2:
      return Boolean(draft.role);
    case 3:
      return Boolean(draft.industry);
    case 4:
      return (draft.workStyle?.length ?? 0) > 0 && (draft.personalityTraits?.length ?? 0) > 0;
    default:
      return true;
  }
}

/** 'Step n of 4' and its percent complete: 25, 50, 75, 100. */
export function stepProgress(step: WizardStep): { label: string; percent: number } {
  const n = Math.min(step, WIZARD_STEPS);
  return { label: `Step ${n} of ${WIZARD_STEPS}`, percent: Math.round((n / WIZARD_STEPS) * 100) };
}

/** The step whose fields the server rejected, so the wizard can go back to it. */
export function firstStepWithFieldErrors(fieldErrors: Record<string, string[]> | undefined) {
  if (!fieldErrors) return null;
  for (const step of [1, 2, 3, 4] as const) {
    if (stepFields[step].some((field) => fieldErrors[field]?.length)) return step;
  }
  return null;
}
