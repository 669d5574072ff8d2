import { z } from 'zod';
import { formatListInput, parseListInput } from '@cofound/shared/profiles/list-input';
import { projectMessages as m } from '@cofound/shared/projects/projects.messages';
import { projectIndustries, projectStages } from '@cofound/shared/projects/projects.options';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MIN_EXPERIENCE_MAX,
  PROJECT_TITLE_MAX_LENGTH,
  type Project,
  type ProjectInput,
} from '@cofound/shared/projects/projects.schemas';

const listText = (message: string) =>
  z.string().refine((text) => parseListInput(text).length > 0, message);

/** A number typed into an input: '' is "not given"; otherwise it must pass `check`. */
const numberText = (check: (value: number) => boolean, message: string) =>
  z.string().refine((text) => text.trim() === '' || check(Number(text)), message);

/** A select's value: '' until one of the options is chosen. */
const oneOf = (options: readonly string[], message: string) =>
  z.string().refine((value) => options.includes(value), message);

/** The project form as its inputs hold it (text), validated as the member types. */
export const projectFormSchema = z.object({
  title: z.string().trim().min(1, m.titleRequired).max(PROJECT_TITLE_MAX_LENGTH),
  description: z.string().trim().min(1, m.descriptionRequired).max(PROJECT_DESCRIPTION_MAX_LENGTH),
  industry: oneOf(projectIndustries, m.industryRequired),
  stage: oneOf(projectStages, m.stageRequired),
  skillsNeeded: listText(m.skillsRequired),
  rolesNeeded: listText(m.rolesRequired),
  minExperience: numberText(
    (years) => Number.isInteger(years) && years >= 0 && years <= PROJECT_MIN_EXPERIENCE_MAX,
    m.minExperienceRange,
  ),
  fundingNeeded: z.boolean(),
  fundingAmount: numberText((amount) => Number.isFinite(amount) && amount >= 0, m.fundingAmountMin),
  equity: numberText((percent) => percent >= 0 && percent <= 100, m.equityRange),
});
export type ProjectFormValues = z.infer<typeof projectFormSchema>;

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  description: '',
  industry: '',
  stage: '',
  skillsNeeded: '',
  rolesNeeded: '',
  minExperience: '',
  fundingNeeded: false,
  fundingAmount: '',
  equity: '',
};

export function formValuesFromProject(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    industry: project.industry,
    stage: project.stage,
    skillsNeeded: formatListInput(project.skillsNeeded),
    rolesNeeded: formatListInput(project.rolesNeeded),
    minExperience: project.minExperience === 0 ? '' : String(project.minExperience),
    fundingNeeded: project.fundingNeeded,
    fundingAmount: project.fundingAmount === null ? '' : String(project.fundingAmount),
    equity: project.equity === null ? '' : String(project.equity),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The POST or PUT body for the form's values; funding figures only when funding is wanted. */
export function inputFromFormValues(values: ProjectFormValues): ProjectInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    industry: values.industry as ProjectInput['industry'],
    stage: values.stage as ProjectInput['stage'],
    skillsNeeded: parseListInput(values.skillsNeeded),
    rolesNeeded: parseListInput(values.rolesNeeded),
    minExperience: numberOrNull(values.minExperience) ?? 0,
    fundingNeeded: values.fundingNeeded,
    fundingAmount: values.fundingNeeded ? numberOrNull(values.fundingAmount) : null,
    equity: values.fundingNeeded ? numberOrNull(values.equity) : null,
  };
}
