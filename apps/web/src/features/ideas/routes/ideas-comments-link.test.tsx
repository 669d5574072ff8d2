import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { IDEA, LIST, idea } from '../test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('A link to the comments', { timeout: 20_000 }, () => {
  const other: Idea = { ...idea, id: '00000000-0000-4000-8000-0000000000a2', title: 'Ledger app' };
  const noComments = () => page([]);

  it('opens the comments of an idea on the page, and closing drops the link', async () => {
    stubApi(null, {
      [LIST]: () => page([idea]),
      [`GET ${IDEA}/comments`]: noComments,
    });
    const { router } = renderAppRoute(`/ideas?comments=${idea.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Comments on Tutor bot' });
    expect(await within(dialog).findByText(ideaMessages.noComments)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('reads an idea that is not on the loaded page', async () => {
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`GET /api/ideas/${other.id}`]: () => ({ status: 200, body: other }),
      [`GET /api/ideas/${other.id}/comments`]: noComments,
    });
    renderAppRoute(`/ideas?comments=${other.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Comments on Ledger app' });
    expect(await within(dialog).findByText(ideaMessages.noComments)).toBeInTheDocument();
  });

  it('says when the idea is gone and drops the link, keeping the search', async () => {
    stubApi(demoMember, {
      'GET /api/ideas?q=tutor&sort=newest': () => page([idea]),
      [`GET /api/ideas/${other.id}`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: ideaMessages.notFound } },
      }),
    });
    const { router } = renderAppRoute(`/ideas?q=tutor&comments=${other.id}`);
    expect(await toastText(ideaMessages.notFound)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=tutor'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
