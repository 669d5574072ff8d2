import { z } from 'zod';
import { formatListInput, parseListInput } from '@cofound/shared/profiles/list-input';
import { ideaInputSchema, type Idea, type IdeaInput } from '@cofound/shared/ideas/ideas.schemas';

/** The Share Idea form as its inputs hold it: skills and roles as comma-separated text. */
export type IdeaFormValues = {
  title: string;
  description: string;
  industry: string;
  stage: string;
  skillsNeeded: string;
  rolesNeeded: string;
};

export const emptyIdeaForm: IdeaFormValues = {
  title: '',
  description: '',
  industry: '',
  stage: 'concept',
  skillsNeeded: '',
  rolesNeeded: '',
};

export function ideaFormValuesFrom(idea: Idea): IdeaFormValues {
  return {
    title: idea.title,
    description: idea.description,
    industry: idea.industry,
    stage: idea.stage,
    skillsNeeded: formatListInput(idea.skillsNeeded),
    rolesNeeded: formatListInput(idea.rolesNeeded),
  };
}

/** The request body the form's text stands for: lists split on commas, trimmed, empties dropped. */
export function ideaInputFrom(values: IdeaFormValues): IdeaInput {
  return {
    title: values.title,
    description: values.description,
    industry: values.industry as IdeaInput['industry'],
    stage: values.stage as IdeaInput['stage'],
    skillsNeeded: parseListInput(values.skillsNeeded),
    rolesNeeded: parseListInput(values.rolesNeeded),
  };
}

/**
 * The form checked by the server's own schema: the text becomes the request body first, so every
 * message (and the field it belongs to) is the one the server would give.
 */
export const ideaFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    industry: z.string(),
    stage: z.string(),
    skillsNeeded: z.string(),
    rolesNeeded: z.string(),
  })
  .transform(ideaInputFrom)
  .pipe(ideaInputSchema);
