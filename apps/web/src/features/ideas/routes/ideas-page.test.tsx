import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { IdeaComment } from '@cofound/shared/ideas/ideas.schemas';
import { bodyOf, deferred, page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { IDEA_INTENT_KEY } from '../model/idea-intent';
import { IDEA, LIST, commentOf, idea, ownIdea } from '../test-fixtures';

const LIKE = `${IDEA}/like`;
const COMMENTS = `${IDEA}/comments`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

// Page tests render the whole app; give them room on a busy machine.
describe('IdeasPage', { timeout: 20_000 }, () => {
  it('asks the API for the filters in the URL and shows the cards', async () => {
    stubApi(null, {
      'GET /api/ideas?industry=education&stage=concept&skills=Sales&sort=most_liked': () =>
        page([idea]),
    });
    renderAppRoute('/ideas?industry=education&stage=concept&skills=Sales&sort=most_liked');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    expect(within(card).getByText('Education')).toBeInTheDocument();
    expect(within(card).getByText('Concept')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/profile/${idea.author.profileId}`,
    );
    expect(screen.getByLabelText('Industry')).toHaveValue('education');
    expect(screen.getByLabelText('Sort by')).toHaveValue('most_liked');
  });

  it('puts a changed filter in the URL and the API query', async () => {
    const fetchMock = stubApi(null, {
      [LIST]: () => page([idea]),
      'GET /api/ideas?skills=Marketing&sort=newest': () => page([]),
    });
    const { router } = renderAppRoute('/ideas');
    await screen.findByRole('article', { name: 'Tutor bot' });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Skills' })).getByRole('checkbox', {
        name: 'Marketing',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?skills=Marketing'));
    expect(await screen.findByRole('heading', { name: ideaMessages.empty })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/ideas?skills=Marketing&sort=newest',
    );
  });

  it("shows 'No ideas found' and clears the filters", async () => {
    stubApi(null, {
      'GET /api/ideas?q=zzz&stage=mvp&sort=newest': () => page([]),
      [LIST]: () => page([idea]),
    });
    const { router } = renderAppRoute('/ideas?q=zzz&stage=mvp');
    expect(await screen.findByRole('heading', { name: ideaMessages.empty })).toBeVisible();
    expect(screen.getByText(ideaMessages.emptyHint)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Tutor bot' })).toBeInTheDocument();
  });

  it('likes at once, shows the server count, and unlikes', async () => {
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`PUT ${LIKE}`]: () => ({ status: 200, body: { likesCount: 7, viewerHasLiked: true } }),
      [`DELETE ${LIKE}`]: () => ({ status: 200, body: { likesCount: 6, viewerHasLiked: false } }),
    });
    renderAppRoute('/ideas');
    const like = await screen.findByRole('button', { name: 'Like Tutor bot' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    const unlike = await screen.findByRole('button', { name: 'Unlike Tutor bot' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(unlike).toHaveTextContent('7'));
    await userEvent.click(unlike);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Like Tutor bot' })).toHaveTextContent('6'),
    );
  });

  it('rolls the like back when it fails', async () => {
    const answer = deferred();
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`PUT ${LIKE}`]: async () => {
        await answer.promise;
        return { status: 500, body: {} };
      },
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Like Tutor bot' }));
    expect(await screen.findByRole('button', { name: 'Unlike Tutor bot' })).toHaveTextContent('4');
    answer.resolve();
    const like = await screen.findByRole('button', { name: 'Like Tutor bot' }, { timeout: 8000 });
    expect(like).toHaveTextContent('3');
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    stubApi(null, { [LIST]: () => (fail ? { status: 500, body: {} } : page([idea])) });
    renderAppRoute('/ideas');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(screen.getByText(ideaMessages.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Tutor bot' })).toBeInTheDocument();
  });

  it("shows 'No comments yet', refuses an empty comment, and posts one", async () => {
    let posted: IdeaComment[] = [];
    const fetchMock = stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`GET ${COMMENTS}`]: () => page(posted),
      [`POST ${COMMENTS}`]: (init) => {
        const { content } = bodyOf(init) as { content: string };
        posted = [commentOf({ content, viewerCanDelete: true })];
        return { status: 201, body: posted[0] };
      },
      [`GET ${IDEA}`]: () => ({ status: 200, body: { ...idea, commentsCount: 1 } }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Tutor bot: 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments on Tutor bot' });
    expect(await within(dialog).findByText(ideaMessages.noComments)).toBeInTheDocument();

    const box = within(dialog).getByLabelText('Add a comment');
    await userEvent.type(box, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(within(dialog).getByText(ideaMessages.commentRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(box);
    await userEvent.type(box, '  Count me in  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Count me in')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ content: 'Count me in' });
    expect(box).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByRole('button', { name: 'Comments on Tutor bot: 1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("says 'Failed to post comment' when posting fails", async () => {
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`GET ${COMMENTS}`]: () => page([]),
      [`POST ${COMMENTS}`]: () => ({ status: 500, body: {} }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Tutor bot: 0' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Add a comment'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await within(dialog).findByText(ideaMessages.commentFailed, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('shows the shared field errors, then shares the idea with split lists', async () => {
    let body: unknown = null;
    stubApi(demoMember, {
      [LIST]: () => page([]),
      'POST /api/ideas': (init) => {
        body = bodyOf(init);
        return { status: 201, body: idea };
      },
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Share Idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Idea' });
    expect(within(dialog).getByLabelText('Stage')).toHaveValue('concept');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Idea' }));
    for (const message of [
      ideaMessages.titleRequired,
      ideaMessages.descriptionRequired,
      ideaMessages.industryRequired,
      ideaMessages.skillsRequired,
      ideaMessages.rolesRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Tutor bot');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'An AI tutor');
    await userEvent.selectOptions(within(dialog).getByLabelText('Industry'), 'education');
    await userEvent.type(within(dialog).getByLabelText('Skills needed'), ' Sales, ,Marketing ,');
    await userEvent.type(within(dialog).getByLabelText('Roles needed'), 'CTO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Idea' }));
    expect(await screen.findByText(ideaMessages.shared)).toBeInTheDocument();
    expect(body).toEqual({
      title: 'Tutor bot',
      description: 'An AI tutor',
      industry: 'education',
      stage: 'concept',
      skillsNeeded: ['Sales', 'Marketing'],
      rolesNeeded: ['CTO'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Failed to submit idea' when sharing fails", async () => {
    stubApi(demoMember, {
      [LIST]: () => page([]),
      'POST /api/ideas': () => ({ status: 500, body: {} }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Share Idea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Idea' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'T');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'D');
    await userEvent.selectOptions(within(dialog).getByLabelText('Industry'), 'ai');
    await userEvent.type(within(dialog).getByLabelText('Skills needed'), 'Sales');
    await userEvent.type(within(dialog).getByLabelText('Roles needed'), 'CTO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Idea' }));
    expect(
      await within(dialog).findByText(ideaMessages.submitFailed, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('lets the author edit and delete after confirming', async () => {
    let deleted = false;
    stubApi(demoMember, {
      [LIST]: () => page(deleted ? [] : [ownIdea]),
      [`DELETE ${IDEA}`]: () => {
        deleted = true;
        return { status: 204, body: null };
      },
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tutor bot' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Idea' });
    expect(within(form).getByLabelText('Title')).toHaveValue('Tutor bot');
    expect(within(form).getByLabelText('Skills needed')).toHaveValue('Machine Learning, Sales');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete Tutor bot' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(ideaMessages.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ideaMessages.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: ideaMessages.empty })).toBeVisible();
  });

  it('sends a signed-out like to sign in with the return path', async () => {
    stubApi(null, { 'GET /api/ideas?q=tutor&sort=newest': () => page([idea]) });
    const { router } = renderAppRoute('/ideas?q=tutor');
    await userEvent.click(await screen.findByRole('button', { name: 'Like Tutor bot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('from')).toBe('/ideas?q=tutor');
    expect(params.get('action')).toBe('like');
    expect(params.get('ideaId')).toBe(idea.id);
    expect(window.sessionStorage.getItem(IDEA_INTENT_KEY)).toContain(idea.id);
  });

  it('applies the like once after sign-in', async () => {
    window.sessionStorage.setItem(
      IDEA_INTENT_KEY,
      JSON.stringify({ action: 'like', ideaId: idea.id, from: '/ideas', savedAt: Date.now() }),
    );
    let liked = false;
    const fetchMock = stubApi(demoMember, {
      [LIST]: () => page([{ ...idea, viewerHasLiked: liked, likesCount: liked ? 4 : 3 }]),
      [`PUT ${LIKE}`]: () => {
        liked = true;
        return { status: 200, body: { likesCount: 4, viewerHasLiked: true } };
      },
    });
    renderAppRoute('/ideas');
    const unlike = await screen.findByRole('button', { name: 'Unlike Tutor bot' });
    await waitFor(() => expect(unlike).toHaveTextContent('4'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(window.sessionStorage.getItem(IDEA_INTENT_KEY)).toBeNull();
  });

  it('opens the comments again after a signed-out visitor signs in to comment', async () => {
    window.sessionStorage.setItem(
      IDEA_INTENT_KEY,
      JSON.stringify({ action: 'comment', ideaId: idea.id, from: '/ideas', savedAt: Date.now() }),
    );
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`GET ${COMMENTS}`]: () => page([]),
    });
    renderAppRoute('/ideas');
    const dialog = await screen.findByRole('dialog', { name: 'Comments on Tutor bot' });
    expect(within(dialog).getByLabelText('Add a comment')).toBeInTheDocument();
  });
});
