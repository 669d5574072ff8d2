import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import {
  projectIndustries,
  projectStageLabels,
  projectStages,
} from '@cofound/shared/projects/projects.options';
import type { Project } from '@cofound/shared/projects/projects.schemas';
import { lookingForRoles, roles, skills } from '@cofound/shared/profiles/profiles.options';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonStyles } from '../../../components/ui/button-styles';
import { FormSection } from '../../../components/ui/form-section';
import { Input } from '../../../components/ui/input';
import { ListField } from '../../../components/ui/list-field';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveProject } from '../api/use-save-project';
import {
  emptyProjectForm,
  formValuesFromProject,
  inputFromFormValues,
  projectFormSchema,
  type ProjectFormValues,
} from '../model/project-form';

const examples = (values: readonly string[]) =>
  `Separate items with commas, e.g. ${values.slice(0, 2).join(', ')}`;

type ProjectFormProps = {
  /** The project to edit; none for a new one. */
  project?: Project;
  /**
   * A new project's fields filled in ahead (a project started from an idea), merged over the
   * empty form. Ignored when editing.
   */
  initialValues?: Partial<ProjectFormValues>;
};

/** One form for a new project and for editing one (docs/product.md#projects). */
export function ProjectForm({ project, initialValues }: ProjectFormProps) {
  const navigate = useNavigate();
  const save = useSaveProject(project?.id ?? null);
  const defaults = useMemo(
    () => (project ? formValuesFromProject(project) : { ...emptyProjectForm, ...initialValues }),
    [project, initialValues],
  );
  const { register, control, handleSubmit, errors, setError } = useZodForm<ProjectFormValues>(
    projectFormSchema,
    defaults,
  );
  const fundingNeeded = useWatch({ control, name: 'fundingNeeded' });

  const onSubmit = handleSubmit((values) => {
    save.mutate(inputFromFormValues(values), {
      onSuccess: (saved) => {
        toast.success(project ? projectMessages.updated : projectMessages.created);
        void navigate(`/projects/${saved.id}`);
      },
      onError: (error) => applyFieldErrors(error, defaults, setError),
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="min-w-0 space-y-6"
      aria-label={project ? 'Edit project' : 'New project'}
    >
      <FormSection title="The project">
        <Input label="Title" {...register('title')} error={errors.title?.message} />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Textarea
              label="Description"
              rows={6}
              hint="What you are building, for whom, and why now"
              {...field}
              error={errors.description?.message}
            />
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Select
            label="Industry"
            placeholder="Choose an industry"
            options={projectIndustries.map((value) => ({ value, label: value }))}
            {...register('industry')}
            error={errors.industry?.message}
          />
          <Select
            label="Stage"
            placeholder="Choose a stage"
            options={projectStages.map((value) => ({ value, label: projectStageLabels[value] }))}
            {...register('stage')}
            error={errors.stage?.message}
          />
        </div>
      </FormSection>

      <FormSection title="The team you need">
        <Controller
          control={control}
          name="skillsNeeded"
          render={({ field }) => (
            <ListField
              label="Required skills"
              {...field}
              hint={examples(skills)}
              error={errors.skillsNeeded?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="rolesNeeded"
          render={({ field }) => (
            <ListField
              label="Required roles"
              {...field}
              hint={examples([roles[1], lookingForRoles[3]])}
              error={errors.rolesNeeded?.message}
            />
          )}
        />
        <Input
          label="Minimum experience (years)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Leave empty when any experience will do"
          {...register('minExperience')}
          error={errors.minExperience?.message}
        />
      </FormSection>

      <FormSection title="Funding">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            {...register('fundingNeeded')}
          />
          We are looking for funding
        </label>
        {fundingNeeded && (
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="Funding amount (USD)"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...register('fundingAmount')}
              error={errors.fundingAmount?.message}
            />
            <Input
              label="Equity offered (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              {...register('equity')}
              error={errors.equity?.message}
            />
          </div>
        )}
      </FormSection>

      {save.isError && <Alert>{failureMessage(save.error, projectMessages.saveFailed)}</Alert>}
      {Object.keys(errors).length > 0 && <Alert>Please correct the highlighted fields.</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={project ? `/projects/${project.id}` : '/dashboard'}
          className={buttonStyles({ variant: 'secondary', size: 'lg' })}
        >
          Cancel
        </Link>
        <Button type="submit" size="lg" loading={save.isPending}>
          {project ? 'Save Changes' : 'Create Project'}
        </Button>
      </div>
    </form>
  );
}
