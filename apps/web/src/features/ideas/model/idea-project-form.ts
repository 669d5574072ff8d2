import { projectDraftFromIdea } from '@cofound/shared/ideas/idea-to-project';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { formatListInput } from '@cofound/shared/profiles/list-input';
import type { ProjectFormValues } from '../../projects/index';

/** The New Project form filled in from the author's idea: lists as comma-separated text. */
export function projectFormValuesFromIdea(idea: Idea): Partial<ProjectFormValues> {
  const draft = projectDraftFromIdea(idea);
  return {
    ...draft,
    skillsNeeded: formatListInput(draft.skillsNeeded),
    rolesNeeded: formatListInput(draft.rolesNeeded),
  };
}
