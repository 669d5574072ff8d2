import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, PartyPopper } from 'lucide-react';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import type { SignupResponse } from '@cofound/shared/accounts/signup.schemas';
import {
  industries,
  personalityTraits,
  roles,
  workStyles,
} from '@cofound/shared/profiles/profiles.options';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxChipGroup, RadioCardGroup } from '../../../components/ui/choice-group';
import { Input } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toast } from '../../../components/ui/toaster';
import { isApiError } from '../../../lib/api-error';
import { sessionQueryKey, sessionQueryOptions } from '../../session/index';
import { useSignup } from '../api/use-signup';
import { signInPathFor, type SignInNavigationState } from '../model/auth-navigation';
import { isAlreadyRegistered, signupErrorMessage } from '../model/signup-error-message';
import {
  emptySignupDraft,
  signupFormSchema,
  firstStepWithFieldErrors,
  isStepComplete,
  stepFields,
  stepProgress,
  type SignupFormInput,
  type SignupFormValues,
  type WizardStep,
} from '../model/signup-wizard';
import { EmailInput, NewPasswordInput } from './account-inputs';

/** How long the welcome step stays before the wizard moves on by itself. */
export const WELCOME_DELAY_MS = 1500;

export const WELCOME_DESTINATION = '/profile?welcome=true';

const stepCopy: Record<1 | 2 | 3 | 4, { title: string; description: string; incomplete: string }> =
  {
    1: {
      title: 'Create your account',
      description: 'Start with how you will sign in and what other founders call you.',
      incomplete: 'Fill in your email, password and full name to continue.',
    },
    2: {
      title: 'What is your role?',
      description: 'The seat you take, or want to take, on a founding team.',
      incomplete: 'Choose a role to continue.',
    },
    3: {
      title: 'Which industry?',
      description: 'Where you want to build. Founders in the same space rank higher.',
      incomplete: 'Choose an industry to continue.',
    },
    4: {
      title: 'How you work',
      description: 'Experience, work style and personality help us rank your matches.',
      incomplete: 'Choose at least one work style and one personality trait to finish.',
    },
  };

type SignupWizardProps = {
  /** From ?ref=; sent with the signup, never blocks it. */
  referralCode: string | null;
  /** Where the visitor wanted to go, kept when they are sent to /signin instead. */
  from: string | null;
  /** Called when the account exists, before the welcome step shows. */
  onAccountCreated: () => void;
};

/** The four-step signup wizard, then the welcome step (docs/product.md#signup). */
export function SignupWizard({ referralCode, from, onAccountCreated }: SignupWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const signUp = useSignup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptySignupDraft,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const draft = useWatch({ control });

  // Each new step starts at its heading, so keyboard and screen-reader users hear where they are.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const finished = useRef(false);
  const finish = async () => {
    if (finished.current) return;
    finished.current = true;
    // The cookie is set; make sure the app agrees before the member-only profile page opens.
    await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => undefined);
    await navigate(WELCOME_DESTINATION, { replace: true });
  };

  useEffect(() => {
    if (step !== 5) return;
    const timer = window.setTimeout(() => void finish(), WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
    // finish is stable in effect: it only reads refs and stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);

  const onCreated = (response: SignupResponse) => {
    onAccountCreated();
    queryClient.setQueryData(sessionQueryKey, { user: response.user });
    if (response.referral === 'unknown') toast.info(accountMessages.unknownReferralCode);
    setStep(5);
  };

  const onFailed = (error: unknown, values: SignupFormValues) => {
    if (isAlreadyRegistered(error)) {
      const state: SignInNavigationState = {
        email: values.email,
        notice: 'already-registered',
        ...(from ? { from } : {}),
      };
      void navigate(signInPathFor(values.email, from), { state });
      return;
    }
    const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
    const stepToFix = firstStepWithFieldErrors(fieldErrors);
    if (fieldErrors && stepToFix) {
      for (const field of stepFields[stepToFix]) {
        const message = fieldErrors[field]?.[0];
        if (message) form.setError(field, { message });
      }
      setStep(stepToFix);
    }
  };

  const goToFirstInvalidStep = (invalid: FieldErrors<SignupFormInput>) => {
    const stepToFix = ([1, 2, 3, 4] as const).find((candidate) =>
      stepFields[candidate].some((field) => invalid[field]),
    );
    if (stepToFix) setStep(stepToFix);
  };

  const submit = form.handleSubmit(
    (values) =>
      signUp.mutate(
        { ...values, ...(referralCode ? { referralCode } : {}) },
        { onSuccess: onCreated, onError: (error) => onFailed(error, values) },
      ),
    goToFirstInvalidStep,
  );

  const next = async () => {
    if (step === 5 || !isStepComplete(step, draft)) return;
    if (step === 4) {
      await submit();
      return;
    }
    if (await form.trigger(stepFields[step])) setStep((step + 1) as WizardStep);
  };

  const back = () => {
    if (step > 1 && step < 5) {
      signUp.reset();
      setStep((step - 1) as WizardStep);
    }
  };

  if (step === 5) {
    return (
      <div className="py-6 text-center">
        <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PartyPopper aria-hidden="true" className="size-7" />
        </span>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 outline-none"
        >
          Welcome to Cofound
        </h2>
        <p role="status" className="mt-2 text-slate-600">
          Your account is ready. Taking you to your profile…
        </p>
        <Button size="lg" className="mt-6" onClick={() => void finish()}>
          Go to my profile
        </Button>
      </div>
    );
  }

  const copy = stepCopy[step];
  const progress = stepProgress(step);
  const complete = isStepComplete(step, draft);
  const incompleteHintId = `signup-step-${step}-incomplete`;
  const failure = signUp.isError && !isAlreadyRegistered(signUp.error) ? signUp.error : null;

  return (
    <div>
      <div className="mb-6 space-y-2">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="font-semibold text-slate-800">{progress.label}</span>
          <span className="text-slate-600">{progress.percent}% complete</span>
        </div>
        <ProgressBar
          value={progress.percent}
          label="Signup progress"
          valueText={`${progress.label}, ${progress.percent}% complete`}
        />
      </div>

      <div className="mb-6 space-y-1">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-slate-900 outline-none"
        >
          {copy.title}
        </h2>
        <p className="text-sm text-slate-600">{copy.description}</p>
      </div>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
        className="space-y-6"
      >
        {step === 1 && (
          <div className="space-y-5">
            <EmailInput error={errors.email?.message} {...register('email')} />
            <NewPasswordInput error={errors.password?.message} {...register('password')} />
            <Input
              label="Full name"
              autoComplete="name"
              error={errors.name?.message}
              {...register('name')}
            />
          </div>
        )}

        {step === 2 && (
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <RadioCardGroup
                legend="Role"
                name={field.name}
                options={roles}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}

        {step === 3 && (
          <Controller
            control={control}
            name="industry"
            render={({ field, fieldState }) => (
              <RadioCardGroup
                legend="Industry"
                name={field.name}
                options={industries}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        )}

        {step === 4 && (
          <div className="space-y-6">
            <Input
              label="Years of experience"
              type="number"
              inputMode="numeric"
              min={0}
              max={80}
              step={1}
              className="max-w-32"
              error={errors.experience?.message}
              {...register('experience', { valueAsNumber: true })}
            />
            <Controller
              control={control}
              name="workStyle"
              render={({ field, fieldState }) => (
                <CheckboxChipGroup
                  legend="Work style"
                  hint="Choose all that fit."
                  name={field.name}
                  options={workStyles}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="personalityTraits"
              render={({ field, fieldState }) => (
                <CheckboxChipGroup
                  legend="Personality traits"
                  hint="Choose all that fit."
                  name={field.name}
                  options={personalityTraits}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        )}

        {failure && <Alert>{signupErrorMessage(failure)}</Alert>}

        <div className="space-y-3 border-t border-slate-200 pt-5">
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            {step > 1 ? (
              <Button
                variant="secondary"
                size="lg"
                onClick={back}
                disabled={signUp.isPending}
                className="w-full sm:w-auto"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Back
              </Button>
            ) : (
              <span aria-hidden="true" className="hidden sm:block" />
            )}
            <Button
              type="submit"
              size="lg"
              disabled={!complete}
              loading={signUp.isPending}
              aria-describedby={complete ? undefined : incompleteHintId}
              className="w-full sm:w-auto sm:min-w-40"
            >
              {step === 4 ? 'Complete Setup' : 'Continue'}
            </Button>
          </div>
          {!complete && (
            <p id={incompleteHintId} className="text-center text-sm text-slate-600 sm:text-right">
              {copy.incomplete}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
