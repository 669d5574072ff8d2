import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import type { Project, ProjectInput } from '@cofound/shared/projects/projects.schemas';
import { bodyOf } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { IDEA, ownIdea } from '../test-fixtures';
import { NOT_YOUR_IDEA } from './idea-project-page';

const idea: Idea = {
  ...ownIdea,
  industry: 'ai',
  stage: 'validation',
  rolesNeeded: ['CTO', 'Designer'],
};
const PATH = `/ideas/${idea.id}/project`;
const GET_IDEA = `GET ${IDEA}`;
const NEW_ID = '00000000-0000-4000-8000-0000000000p1';

/** The stored project the server answers with. */
const created = (input: ProjectInput): Project => ({
  id: NEW_ID,
  title: input.title,
  description: input.description,
  industry: input.industry,
  stage: input.stage,
  skillsNeeded: input.skillsNeeded,
  rolesNeeded: input.rolesNeeded,
  fundingNeeded: false,
  fundingAmount: null,
  equity: null,
  minExperience: 0,
  createdAt: '2026-03-08T10:00:00.000Z',
  updatedAt: '2026-03-08T10:00:00.000Z',
  owner: idea.author,
  team: { id: null, name: '', members: [] },
  viewerCanEdit: true,
  viewerIsMember: false,
  viewerInvitation: null,
  pending: [],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('IdeaProjectPage', { timeout: 20_000 }, () => {
  it('fills in every field from the idea and creates the project', async () => {
    let body: unknown = null;
    stubApi(demoMember, {
      [GET_IDEA]: () => ({ status: 200, body: idea }),
      'POST /api/projects': (init) => {
        body = bodyOf(init);
        return { status: 201, body: created(body as ProjectInput) };
      },
    });
    const { router } = renderAppRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
    expect(screen.getByText("From your idea 'Tutor bot'")).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Tutor bot');
    expect(screen.getByLabelText('Description')).toHaveValue('An AI tutor for every pupil');
    expect(screen.getByLabelText('Industry')).toHaveValue('Technology');
    expect(screen.getByLabelText('Stage')).toHaveValue('idea');
    expect(screen.getByLabelText('Required skills')).toHaveValue('Machine Learning, Sales');
    expect(screen.getByLabelText('Required roles')).toHaveValue('CTO, Designer');
    expect(screen.getByLabelText('We are looking for funding')).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${NEW_ID}`));
    expect(body).toEqual({
      title: 'Tutor bot',
      description: 'An AI tutor for every pupil',
      industry: 'Technology',
      stage: 'idea',
      skillsNeeded: ['Machine Learning', 'Sales'],
      rolesNeeded: ['CTO', 'Designer'],
      minExperience: 0,
      fundingNeeded: false,
      fundingAmount: null,
      equity: null,
    });
    expect(await toastText(projectMessages.created)).toBeInTheDocument();
  });

  it.each([
    ['ecommerce', 'mvp', 'E-commerce', 'mvp'],
    ['healthcare', 'prototype', 'Healthcare', 'prototype'],
    ['finance', 'concept', 'Finance', 'idea'],
  ] as const)(
    'maps a %s idea at %s to %s at %s',
    async (industry, stage, projectIndustry, projectStage) => {
      stubApi(demoMember, {
        [GET_IDEA]: () => ({ status: 200, body: { ...idea, industry, stage } }),
      });
      renderAppRoute(PATH);
      expect(await screen.findByLabelText('Industry')).toHaveValue(projectIndustry);
      expect(screen.getByLabelText('Stage')).toHaveValue(projectStage);
    },
  );

  it("says so on someone else's idea, with the way back", async () => {
    stubApi(demoMember, {
      [GET_IDEA]: () => ({ status: 200, body: { ...idea, viewerIsAuthor: false } }),
    });
    renderAppRoute(PATH);
    expect(await screen.findByText(NOT_YOUR_IDEA)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Project' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to ideas' })).toHaveAttribute('href', '/ideas');
  });

  it("says 'Idea not found' for an idea that is gone", async () => {
    stubApi(demoMember, {
      [GET_IDEA]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: ideaMessages.notFound } },
      }),
    });
    renderAppRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 2, name: ideaMessages.notFound }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to ideas' })).toHaveAttribute('href', '/ideas');
  });

  it('is for members: a visitor goes to sign in', async () => {
    stubApi(null);
    const { router } = renderAppRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });
});
