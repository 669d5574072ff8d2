import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import { circleIndustries, circleIndustryLabels } from '@cofound/shared/circles/circles.options';
import {
  CIRCLE_DESCRIPTION_MAX_LENGTH,
  CIRCLE_NAME_MAX_LENGTH,
  type Circle,
  type CircleValues,
} from '@cofound/shared/circles/circles.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { failureMessage, isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useSaveCircle } from '../api/use-save-circle';
import {
  circleFormSchema,
  circleFormValuesFrom,
  emptyCircleForm,
  type CircleFormValues,
} from '../model/circle-form';

const industryOptions = circleIndustries.map((value) => ({
  value,
  label: circleIndustryLabels[value],
}));

type CircleFormProps = {
  /** The circle an admin edits; none for a new one. */
  circle?: Circle | undefined;
  /** An admin's new circle opens at once; a member's is a proposal. */
  isAdmin: boolean;
  onDone: (saved: Circle) => void;
  onCancel: () => void;
};

/** Propose a circle (members), create one (admins), or edit one (admins). */
export function CircleForm({ circle, isAdmin, onDone, onCancel }: CircleFormProps) {
  const save = useSaveCircle(circle?.id ?? null);
  const privateHintId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = circle ? circleFormValuesFrom(circle) : emptyCircleForm;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CircleFormValues, unknown, CircleValues>({
    resolver: zodResolver(circleFormSchema),
    defaultValues: defaults,
  });
  const descriptionLength = watch('description').length;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(
          circle
            ? circleMessages.updated
            : saved.status === 'active'
              ? circleMessages.created
              : circleMessages.proposed,
        );
        onDone(saved);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'CONFLICT') {
          setError('name', { message: circleMessages.nameTaken }, { shouldFocus: true });
          return;
        }
        if (!applyFieldErrors(error, defaults, setError)) {
          setFailure(failureMessage(error, circleMessages.submitFailed));
        }
      },
    });
  });

  const submitLabel = circle ? 'Save changes' : isAdmin ? 'Create circle' : 'Propose circle';
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="min-w-0 space-y-5"
      aria-label={circle ? 'Edit circle' : isAdmin ? 'Create a circle' : 'Propose a circle'}
    >
      <Input
        label="Name"
        autoComplete="off"
        maxLength={CIRCLE_NAME_MAX_LENGTH}
        {...register('name')}
        error={errors.name?.message}
      />
      <Select
        label="Industry"
        placeholder="Choose an industry"
        options={industryOptions}
        {...register('industry')}
        error={errors.industry?.message}
      />
      <Textarea
        label="Description"
        rows={5}
        maxLength={CIRCLE_DESCRIPTION_MAX_LENGTH}
        hint={`Who it is for and what members talk about · ${descriptionLength}/${CIRCLE_DESCRIPTION_MAX_LENGTH} characters`}
        {...register('description')}
        error={errors.description?.message}
      />
      <div className="flex items-start gap-3">
        <input
          id={`${privateHintId}-input`}
          type="checkbox"
          aria-describedby={privateHintId}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          {...register('isPrivate')}
        />
        <div className="space-y-0.5">
          <label htmlFor={`${privateHintId}-input`} className="text-sm font-medium text-slate-800">
            Private circle
          </label>
          <p id={privateHintId} className="text-sm text-slate-600">
            Anyone sees its name and description, but only its members see who is in it and what
            they post. Others ask to join, and a moderator accepts or declines.
          </p>
        </div>
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
