import { describe, expect, it } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import { emptyIdeaForm, ideaFormSchema } from './idea-form';

describe('idea form', () => {
  it('refuses every empty field with the shared messages', () => {
    const result = ideaFormSchema.safeParse({ ...emptyIdeaForm, skillsNeeded: ' , ,' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      title: ideaMessages.titleRequired,
      description: ideaMessages.descriptionRequired,
      industry: ideaMessages.industryRequired,
      skillsNeeded: ideaMessages.skillsRequired,
      rolesNeeded: ideaMessages.rolesRequired,
    });
  });

  it('splits the lists, trims and drops empties', () => {
    const result = ideaFormSchema.parse({
      title: '  Tutor bot ',
      description: 'AI tutoring',
      industry: 'education',
      stage: 'concept',
      skillsNeeded: ' Sales, ,Marketing ,',
      rolesNeeded: 'CTO',
    });
    expect(result).toEqual({
      title: 'Tutor bot',
      description: 'AI tutoring',
      industry: 'education',
      stage: 'concept',
      skillsNeeded: ['Sales', 'Marketing'],
      rolesNeeded: ['CTO'],
    });
  });
});
