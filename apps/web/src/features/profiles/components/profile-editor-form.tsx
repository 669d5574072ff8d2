import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatListInput, parseListInput } from '@cofound/shared/profiles/list-input';
import {
  BIO_MAX_WORDS,
  BIO_MIN_WORDS,
  bioLength,
  countWords,
} from '@cofound/shared/profiles/profile-completeness';
import { profileMessages } from '@cofound/shared/profiles/profiles.messages';
import {
  commitmentLabels,
  commitments,
  equityExpectationLabels,
  equityExpectations,
  lookingForRoles,
  personalityTraits,
  profileIndustries,
  profileVisibilities,
  profileVisibilityLabels,
  roles,
  skills,
  workStyles,
} from '@cofound/shared/profiles/profiles.options';
import type { OwnProfile } from '@cofound/shared/profiles/profiles.schemas';
import { listTimeZones } from '@cofound/shared/profiles/time-zones';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormSection } from '../../../components/ui/form-section';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { pluralize } from '../../../lib/plural';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveProfile } from '../api/use-save-profile';
import {
  draftFromFormValues,
  formValuesFromProfile,
  profileFormSchema,
  updateFromFormValues,
  type ProfileFormValues,
} from '../model/profile-form';
import { CompletenessPanel, type SuggestionField } from './completeness-panel';
import { ListField } from '../../../components/ui/list-field';
import { ProfileImageUploader } from './profile-image-uploader';
import { Select } from '../../../components/ui/select';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function bioHint(bio: string): string {
  const words = countWords(bio);
  const counted = pluralize(words, { one: 'word', other: 'words' });
  switch (bioLength(bio)) {
    case 'too-short':
      return `${counted}: too short, aim for ${BIO_MIN_WORDS} to ${BIO_MAX_WORDS}`;
    case 'too-long':
      return `${counted}: too long, keep it to ${BIO_MAX_WORDS}`;
    case 'ok':
      return `${counted}: a good length`;
    default:
      return `Aim for ${BIO_MIN_WORDS} to ${BIO_MAX_WORDS} words`;
  }
}

/** Every profile field, image upload, completeness, save (docs/product.md#editor). */
export function ProfileEditorForm({ profile }: { profile: OwnProfile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const defaults = useMemo(() => formValuesFromProfile(profile), [profile]);
  const { register, control, handleSubmit, errors, setValue, getValues, setError } =
    useZodForm<ProfileFormValues>(profileFormSchema, defaults);
  const values = useWatch({ control }) as ProfileFormValues;
  const draft = draftFromFormValues({ ...defaults, ...values });
  const timeZones = useMemo(() => asOptions(listTimeZones()), []);

  const addSuggestion = (field: SuggestionField, value: string) => {
    const items = parseListInput(getValues(field));
    setValue(field, formatListInput([...items, value]), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  const onSubmit = handleSubmit((formValues) => {
    save.mutate(updateFromFormValues(formValues), {
      onSuccess: () => {
        toast.success(profileMessages.saved);
        void navigate('/dashboard');
      },
      onError: (error) => applyFieldErrors(error, defaults, setError),
    });
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <form noValidate onSubmit={onSubmit} className="min-w-0 space-y-6" aria-label="Edit profile">
        <FormSection title="About you">
          <ProfileImageUploader name={values.name ?? profile.name} imageUrl={profile.imageUrl} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="Full name"
              autoComplete="name"
              {...register('name')}
              error={errors.name?.message}
            />
            <Input
              label="Title"
              hint="What you do, e.g. 'Full-stack engineer building fintech tools'"
              {...register('title')}
              error={errors.title?.message}
            />
            <Input
              label="Years of experience"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...register('experience')}
              error={errors.experience?.message}
            />
            <Select
              label="Industry"
              placeholder="Choose an industry"
              options={asOptions(profileIndustries)}
              {...register('industry')}
              error={errors.industry?.message}
            />
          </div>
          {profile.founderRole && roles.includes(profile.founderRole as (typeof roles)[number]) && (
            <p className="text-sm text-slate-600">
              Founder role:{' '}
              <strong className="font-semibold text-slate-800">{profile.founderRole}</strong>
            </p>
          )}
          <Controller
            control={control}
            name="bio"
            render={({ field }) => (
              <Textarea
                label="Bio"
                rows={6}
                {...field}
                hint={bioHint(field.value)}
                error={errors.bio?.message}
              />
            )}
          />
        </FormSection>

        <FormSection title="Skills and what you are looking for">
          {(
            [
              ['skills', 'Skills', skills],
              ['lookingFor', 'Looking for', lookingForRoles],
              ['startupInterests', 'Startup interests', profileIndustries],
              ['personalityTraits', 'Personality traits', personalityTraits],
              ['workStyle', 'Work style', workStyles],
            ] as const
          ).map(([name, label, examples]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <ListField
                  label={label}
                  {...field}
                  hint={`Separate items with commas, e.g. ${examples.slice(0, 2).join(', ')}`}
                  error={errors[name]?.message}
                />
              )}
            />
          ))}
        </FormSection>

        <FormSection title="Location and commitment">
          <div className="grid gap-5 sm:grid-cols-2">
            <Input
              label="City"
              autoComplete="address-level2"
              {...register('city')}
              error={errors.city?.message}
            />
            <Input
              label="Country"
              autoComplete="country-name"
              {...register('country')}
              error={errors.country?.message}
            />
            <Select
              label="Time zone"
              placeholder="Not set"
              options={timeZones}
              {...register('timeZone')}
              error={errors.timeZone?.message}
            />
            <Select
              label="Commitment"
              placeholder="Not set"
              options={commitments.map((value) => ({ value, label: commitmentLabels[value] }))}
              {...register('commitment')}
            />
            <Select
              label="Equity expectation"
              placeholder="Not set"
              options={equityExpectations.map((value) => ({
                value,
                label: equityExpectationLabels[value],
              }))}
              {...register('equityExpectation')}
            />
          </div>
        </FormSection>

        <FormSection title="Privacy">
          <Select
            label="Who can see your profile"
            options={profileVisibilities.map((value) => ({
              value,
              label: profileVisibilityLabels[value],
            }))}
            {...register('visibility')}
          />
          <div className="space-y-2">
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                {...register('showLocation')}
              />
              Show my city and country on my profile
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                {...register('showEquityExpectation')}
              />
              Show my equity expectation on my profile
            </label>
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                {...register('showLastActive')}
              />
              Show how recently I was active
            </label>
          </div>
          <p className="text-sm text-slate-600">
            Your email address, plan and privacy settings are never shown to other members.
          </p>
        </FormSection>

        {save.isError && <Alert>{failureMessage(save.error, profileMessages.saveFailed)}</Alert>}
        {Object.keys(errors).length > 0 && <Alert>Please correct the highlighted fields.</Alert>}
        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={save.isPending} className="w-full sm:w-auto">
            Save Profile
          </Button>
        </div>
      </form>
      <aside
        aria-label="Profile completeness"
        className="order-first min-w-0 lg:sticky lg:top-24 lg:order-none"
      >
        <CompletenessPanel draft={draft} onAdd={addSuggestion} />
      </aside>
    </div>
  );
}
