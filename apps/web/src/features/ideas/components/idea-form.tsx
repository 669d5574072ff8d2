import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import {
  ideaIndustries,
  ideaIndustryLabels,
  ideaStageLabels,
  ideaStages,
} from '@cofound/shared/ideas/ideas.options';
import type { Idea, IdeaValues } from '@cofound/shared/ideas/ideas.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ListField } from '../../../components/ui/list-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useSaveIdea } from '../api/use-save-idea';
import {
  emptyIdeaForm,
  ideaFormSchema,
  ideaFormValuesFrom,
  type IdeaFormValues,
} from '../model/idea-form';

const industryOptions = ideaIndustries.map((value) => ({
  value,
  label: ideaIndustryLabels[value],
}));
const stageOptions = ideaStages.map((value) => ({ value, label: ideaStageLabels[value] }));

type IdeaFormProps = {
  /** The idea to edit; none for a new one. */
  idea?: Idea | undefined;
  onDone: () => void;
  onCancel: () => void;
};

/** Share Idea, and the same form prefilled for its author to edit. */
export function IdeaForm({ idea, onDone, onCancel }: IdeaFormProps) {
  const save = useSaveIdea(idea?.id ?? null);
  const defaults = idea ? ideaFormValuesFrom(idea) : emptyIdeaForm;
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<IdeaFormValues, unknown, IdeaValues>({
    resolver: zodResolver(ideaFormSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => {
        toast.success(idea ? ideaMessages.updated : ideaMessages.shared);
        onDone();
      },
      onError: (error) => applyFieldErrors(error, defaults, setError),
    });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="min-w-0 space-y-5"
      aria-label={idea ? 'Edit idea' : 'Share idea'}
    >
      <Input
        label="Title"
        autoComplete="off"
        {...register('title')}
        error={errors.title?.message}
      />
      <Textarea
        label="Description"
        rows={5}
        hint="The problem, who has it, and how you would solve it"
        {...register('description')}
        error={errors.description?.message}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Industry"
          placeholder="Choose an industry"
          options={industryOptions}
          {...register('industry')}
          error={errors.industry?.message}
        />
        <Select
          label="Stage"
          options={stageOptions}
          {...register('stage')}
          error={errors.stage?.message}
        />
      </div>
      <ListField
        label="Skills needed"
        hint="Separate skills with commas, e.g. Marketing, Sales"
        {...register('skillsNeeded')}
        value={watch('skillsNeeded')}
        error={errors.skillsNeeded?.message}
      />
      <ListField
        label="Roles needed"
        hint="Separate roles with commas, e.g. CTO, Designer"
        {...register('rolesNeeded')}
        value={watch('rolesNeeded')}
        error={errors.rolesNeeded?.message}
      />
      {save.isError && <Alert>{failureMessage(save.error, ideaMessages.submitFailed)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {idea ? 'Save Changes' : 'Share Idea'}
        </Button>
      </div>
    </form>
  );
}
