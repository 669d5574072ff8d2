import { describe, expect, it } from 'vitest';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { projectInputSchema } from '@cofound/shared/projects/projects.schemas';
import {
  emptyProjectForm,
  formValuesFromProject,
  inputFromFormValues,
  projectFormSchema,
} from './project-form';

const filled = {
  ...emptyProjectForm,
  title: ' Ledgerly ',
  description: 'Bookkeeping',
  industry: 'Finance',
  stage: 'mvp',
  skillsNeeded: 'Go, Sales, go',
  rolesNeeded: 'CTO/Technical Lead',
};

describe('project form', () => {
  it('names every missing field with its message', () => {
    const result = projectFormSchema.safeParse(emptyProjectForm);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        projectMessages.titleRequired,
        projectMessages.descriptionRequired,
        projectMessages.industryRequired,
        projectMessages.stageRequired,
        projectMessages.skillsRequired,
        projectMessages.rolesRequired,
      ]),
    );
  });

  it('refuses a negative amount and equity over 100', () => {
    const result = projectFormSchema.safeParse({
      ...filled,
      fundingNeeded: true,
      fundingAmount: '-5',
      equity: '100.5',
    });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual([projectMessages.fundingAmountMin, projectMessages.equityRange]);
  });

  it('builds the body the server accepts, leaving funding figures out when not raising', () => {
    const body = inputFromFormValues({ ...filled, fundingAmount: '1000', equity: '5' });
    expect(body).toMatchObject({
      title: 'Ledgerly',
      skillsNeeded: ['Go', 'Sales'],
      minExperience: 0,
      fundingNeeded: false,
      fundingAmount: null,
      equity: null,
    });
    expect(projectInputSchema.safeParse(body).success).toBe(true);
    const raising = inputFromFormValues({
      ...filled,
      fundingNeeded: true,
      fundingAmount: '250000',
      equity: '',
      minExperience: '3',
    });
    expect(raising).toMatchObject({ fundingAmount: 250000, equity: null, minExperience: 3 });
  });

  it('fills the form from a stored project and back to the same body', () => {
    const body = inputFromFormValues({ ...filled, fundingNeeded: true, equity: '12.5' });
    const project = {
      ...projectInputSchema.parse(body),
      id: 'p1',
      createdAt: '',
      updatedAt: '',
      owner: { profileId: 'o', name: 'O', title: '', imageUrl: null },
      team: { id: null, name: 'Ledgerly', members: [] },
      viewerCanEdit: true,
      viewerIsMember: false,
      viewerInvitation: null,
      pending: [],
    };
    expect(inputFromFormValues(formValuesFromProject(project))).toEqual(
      projectInputSchema.parse(body),
    );
  });
});
