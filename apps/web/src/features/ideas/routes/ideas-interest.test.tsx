import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea, IdeaComment, InterestedMember } from '@cofound/shared/ideas/ideas.schemas';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { safetyMessages } from '@cofound/shared/safety/safety.schemas';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { IDEA_INTENT_KEY } from '../model/idea-intent';

const idea: Idea = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Tutor bot',
  description: 'An AI tutor for every pupil',
  industry: 'education',
  stage: 'concept',
  skillsNeeded: ['Machine Learning', 'Sales'],
  rolesNeeded: ['CTO'],
  author: {
    profileId: '00000000-0000-4000-8000-000000000009',
    name: 'Ada Lovelace',
    title: 'Engineer',
    imageUrl: null,
  },
  likesCount: 3,
  commentsCount: 2,
  viewerHasLiked: false,
  interestedCount: 0,
  viewerIsInterested: false,
  viewerIsAuthor: false,
  viewerCanDelete: false,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};
const own: Idea = { ...idea, viewerIsAuthor: true, viewerCanDelete: true, interestedCount: 2 };

const bea: InterestedMember = {
  member: {
    profileId: '00000000-0000-4000-8000-0000000000b1',
    name: 'Bea Builder',
    title: 'Full-stack engineer',
    imageUrl: null,
  },
  connectionState: 'none',
  interestedAt: '2026-03-06T10:00:00.000Z',
};
const cy: InterestedMember = {
  member: {
    profileId: '00000000-0000-4000-8000-0000000000b2',
    name: 'Cy Connected',
    title: 'Designer',
    imageUrl: null,
  },
  connectionState: 'connected',
  interestedAt: '2026-03-05T10:00:00.000Z',
};

const comment = (id: string, author: IdeaComment['author'], content: string): IdeaComment => ({
  id,
  ideaId: idea.id,
  content,
  author,
  viewerCanDelete: false,
  createdAt: '2026-03-05T10:00:00.000Z',
});

const page = (items: Idea[], nextCursor: string | null = null) => ({
  status: 200,
  body: { items, nextCursor },
});
const LIST = 'GET /api/ideas?sort=newest';
const INTEREST = `/api/ideas/${idea.id}/interest`;
const INTERESTED = `GET /api/ideas/${idea.id}/interested`;
const MY_PROJECTS = 'GET /api/projects/mine';
const project = (id: string, title: string) => ({
  id,
  title,
  industry: 'Education',
  stage: 'idea',
  teamSize: 1,
  openRoles: ['CTO'],
  createdAt: '2026-03-01T10:00:00.000Z',
});
const P1 = '00000000-0000-4000-8000-0000000000d1';
const P2 = '00000000-0000-4000-8000-0000000000d2';

/** A promise the test settles when it wants the server to answer. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** A toast, which may take a moment to appear on a busy machine. */
const toastText = (text: string) => screen.findByText(text, {}, { timeout: 8000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('Interested in building this', { timeout: 20_000 }, () => {
  it('turns on at once, takes the server count, and turns off', async () => {
    const answer = deferred();
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`PUT ${INTEREST}`]: async () => {
        await answer.promise;
        return { status: 200, body: { interestedCount: 5, viewerIsInterested: true } };
      },
      [`DELETE ${INTEREST}`]: () => ({
        status: 200,
        body: { interestedCount: 4, viewerIsInterested: false },
      }),
    });
    renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    const off = within(card).getByRole('button', { name: 'Interested in building this' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    // Nobody yet: no count beside the button.
    expect(within(card).queryByText(/\binterested$/)).toBeNull();

    await userEvent.click(off);
    // Optimistic: on, and counted, before the server has answered.
    const on = await within(card).findByRole('button', { name: 'Interested' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('1 interested')).toBeInTheDocument();
    answer.resolve();
    expect(await within(card).findByText('5 interested')).toBeInTheDocument();
    expect(await toastText(ideaMessages.interestAdded)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Interested' }));
    expect(await within(card).findByText('4 interested')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Interested in building this' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(await toastText(ideaMessages.interestRemoved)).toBeInTheDocument();
  });

  it('rolls back and says so when saving fails', async () => {
    const answer = deferred();
    stubApi(demoMember, {
      [LIST]: () => page([{ ...idea, interestedCount: 2 }]),
      [`PUT ${INTEREST}`]: async () => {
        await answer.promise;
        return { status: 500, body: {} };
      },
    });
    renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Interested in building this' }),
    );
    expect(await within(card).findByText('3 interested')).toBeInTheDocument();
    answer.resolve();
    expect(
      await screen.findByText(ideaMessages.interestFailed, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const off = within(card).getByRole('button', { name: 'Interested in building this' });
    expect(off).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByText('2 interested')).toBeInTheDocument();
  });

  it("is not on the author's own card, which lists who is interested and starts a project", async () => {
    stubApi(demoMember, { [LIST]: () => page([own]) });
    renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    expect(within(card).queryByRole('button', { name: /Interested in building this/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Report Tutor bot' })).toBeNull();
    expect(
      within(card).getByRole('button', { name: '2 interested in building Tutor bot' }),
    ).toHaveTextContent('2 interested');
    expect(
      within(card).getByRole('link', { name: 'Start a project from Tutor bot' }),
    ).toHaveAttribute('href', `/ideas/${idea.id}/project`);
  });

  it('sends a signed-out visitor to sign in, without Report', async () => {
    stubApi(null, { [LIST]: () => page([idea]) });
    const { router } = renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    expect(within(card).queryByRole('button', { name: 'Report Tutor bot' })).toBeNull();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Interested in building this' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('action')).toBe('interest');
    expect(params.get('ideaId')).toBe(idea.id);
    expect(window.sessionStorage.getItem(IDEA_INTENT_KEY)).toContain('"interest"');
  });

  it('says it once after signing in', async () => {
    window.sessionStorage.setItem(
      IDEA_INTENT_KEY,
      JSON.stringify({ action: 'interest', ideaId: idea.id, from: '/ideas', savedAt: Date.now() }),
    );
    let interested = false;
    const fetchMock = stubApi(demoMember, {
      [LIST]: () =>
        page([{ ...idea, viewerIsInterested: interested, interestedCount: interested ? 1 : 0 }]),
      [`PUT ${INTEREST}`]: () => {
        interested = true;
        return { status: 200, body: { interestedCount: 1, viewerIsInterested: true } };
      },
    });
    renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    expect(await within(card).findByRole('button', { name: 'Interested' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(card).findByText('1 interested')).toBeInTheDocument();
    expect(await toastText(ideaMessages.interestAdded)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(window.sessionStorage.getItem(IDEA_INTENT_KEY)).toBeNull();
  });
});

describe("The author's interested members", { timeout: 20_000 }, () => {
  it('lists them with Connect, pages on, and invites one to the chosen project', async () => {
    const invites: { url: string; body: unknown }[] = [];
    let inviteStatus = 201;
    const fetchMock = stubApi(demoMember, {
      [LIST]: () => page([own]),
      [INTERESTED]: () => ({ status: 200, body: { items: [bea], nextCursor: 'c2' } }),
      [`${INTERESTED}?cursor=c2`]: () => ({ status: 200, body: { items: [cy], nextCursor: null } }),
      [MY_PROJECTS]: () => ({
        status: 200,
        body: { items: [project(P1, 'Tutor app'), project(P2, 'Quiz engine')], nextCursor: null },
      }),
      [`POST /api/projects/${P2}/invitations`]: (init) => {
        invites.push({ url: `/api/projects/${P2}/invitations`, body: bodyOf(init) });
        return inviteStatus === 201
          ? { status: 201, body: { id: '00000000-0000-4000-8000-0000000000e1' } }
          : {
              status: 409,
              body: { error: { code: 'CONFLICT', message: projectMessages.alreadyPending } },
            };
      },
      'POST /api/connections': (init) => ({
        status: 201,
        body: {
          id: '00000000-0000-4000-8000-0000000000f1',
          profileId: (bodyOf(init) as { profileId: string }).profileId,
          status: 'pending',
          connectionState: 'pending_sent',
          createdAt: '2026-03-07T10:00:00.000Z',
        },
      }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(
      await screen.findByRole('button', { name: '2 interested in building Tutor bot' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Interested in Tutor bot' });
    const list = await within(dialog).findByRole('list', { name: 'Interested members' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Bea Builder' })).toHaveAttribute(
      'href',
      `/profile/${bea.member.profileId}`,
    );
    expect(within(first).getByText('Full-stack engineer')).toBeInTheDocument();
    expect(within(first).getByText('BB')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    const second = await within(list).findByText('Cy Connected');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(second.closest('li')!).getByText('Connected')).toBeInTheDocument();

    // Connect goes to the connections feature's request.
    await userEvent.click(within(first).getByRole('button', { name: 'Connect with Bea Builder' }));
    expect(await toastText('Connection request sent')).toBeInTheDocument();
    const connect = fetchMock.mock.calls.find(([url]) => String(url) === '/api/connections');
    expect(bodyOf(connect?.[1])).toEqual({ profileId: bea.member.profileId });

    const select = within(first).getByRole('combobox', {
      name: 'Invite to team: the project to invite Bea Builder to',
    });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutor app', 'Quiz engine']);
    await userEvent.selectOptions(select, P2);
    await userEvent.click(within(first).getByRole('button', { name: 'Invite Bea Builder' }));
    expect(await toastText(ideaMessages.invited)).toBeInTheDocument();
    expect(invites).toEqual([
      { url: `/api/projects/${P2}/invitations`, body: { profileId: bea.member.profileId } },
    ]);

    // The server's refusal is shown in its own words.
    inviteStatus = 409;
    await userEvent.click(within(first).getByRole('button', { name: 'Invite Bea Builder' }));
    expect(await toastText(projectMessages.alreadyPending)).toBeInTheDocument();
  });

  it('offers to start a project from the idea when the author has none', async () => {
    stubApi(demoMember, {
      [LIST]: () => page([own]),
      [INTERESTED]: () => ({ status: 200, body: { items: [bea], nextCursor: null } }),
      [MY_PROJECTS]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(
      await screen.findByRole('button', { name: '2 interested in building Tutor bot' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Interested in Tutor bot' });
    expect(
      await within(dialog).findByRole('link', { name: 'Start a project from this idea' }),
    ).toHaveAttribute('href', `/ideas/${idea.id}/project`);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Connect with Bea Builder' })).toBeVisible();
  });

  it('says when nobody is interested yet', async () => {
    stubApi(demoMember, {
      [LIST]: () => page([{ ...own, interestedCount: 0 }]),
      [INTERESTED]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
      [MY_PROJECTS]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(
      await screen.findByRole('button', { name: '0 interested in building Tutor bot' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Interested in Tutor bot' });
    expect(await within(dialog).findByText(ideaMessages.noInterested)).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    stubApi(demoMember, {
      [LIST]: () => page([own]),
      [INTERESTED]: () =>
        fail
          ? { status: 500, body: {} }
          : { status: 200, body: { items: [bea], nextCursor: null } },
      [MY_PROJECTS]: () => ({ status: 200, body: { items: [], nextCursor: null } }),
    });
    renderAppRoute('/ideas');
    await userEvent.click(
      await screen.findByRole('button', { name: '2 interested in building Tutor bot' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Interested in Tutor bot' });
    const retry = await within(dialog).findByRole(
      'button',
      { name: 'Try again' },
      { timeout: 8000 },
    );
    expect(within(dialog).getByText(ideaMessages.interestedFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByRole('link', { name: 'Bea Builder' })).toBeInTheDocument();
  });
});

describe('Reports on ideas and comments', { timeout: 20_000 }, () => {
  it("reports someone else's idea with the idea as the content", async () => {
    let report: unknown = null;
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      'POST /api/reports': (init) => {
        report = bodyOf(init);
        return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000r1' } };
      },
    });
    renderAppRoute('/ideas');
    const card = await screen.findByRole('article', { name: 'Tutor bot' });
    await userEvent.click(within(card).getByRole('button', { name: 'Report Tutor bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report idea' });
    expect(dialog).toHaveTextContent('this idea from Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await toastText(safetyMessages.reported)).toBeInTheDocument();
    expect(report).toEqual({
      profileId: idea.author.profileId,
      content: { kind: 'idea', id: idea.id },
      reason: 'spam',
      details: '',
    });
  });

  it("reports someone else's comment, and not the member's own", async () => {
    let report: unknown = null;
    const theirs = comment('00000000-0000-4000-8000-0000000000c1', idea.author, 'Buy my course');
    const mine = comment(
      '00000000-0000-4000-8000-0000000000c2',
      { profileId: demoMember.profileId!, name: demoMember.name, title: '', imageUrl: null },
      'Count me in',
    );
    stubApi(demoMember, {
      [LIST]: () => page([idea]),
      [`GET /api/ideas/${idea.id}/comments`]: () => ({
        status: 200,
        body: { items: [theirs, mine], nextCursor: null },
      }),
      'POST /api/reports': (init) => {
        report = bodyOf(init);
        return { status: 201, body: { id: '00000000-0000-4000-8000-0000000000r2' } };
      },
    });
    renderAppRoute('/ideas');
    await userEvent.click(await screen.findByRole('button', { name: 'Comments on Tutor bot: 2' }));
    const comments = await screen.findByRole('dialog', { name: 'Comments on Tutor bot' });
    await within(comments).findByText('Buy my course');
    expect(
      within(comments).queryByRole('button', { name: `Report comment by ${demoMember.name}` }),
    ).toBeNull();
    await userEvent.click(
      within(comments).getByRole('button', { name: 'Report comment by Ada Lovelace' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment or hate' }));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Selling');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await toastText(safetyMessages.reported)).toBeInTheDocument();
    expect(report).toEqual({
      profileId: idea.author.profileId,
      content: { kind: 'idea_comment', id: theirs.id },
      reason: 'harassment',
      details: 'Selling',
    });
  });
});

describe('A link to the comments', { timeout: 20_000 }, () => {
  const other: Idea = { ...idea, id: '00000000-0000-4000-8000-0000000000a2', title: 'Ledger app' };
  const noComments = () => ({ status: 200, body: { items: [], nextCursor: null } });

  it('opens the comments of an idea on the page, and closing drops the link', async () => {
    stubApi(null, {
      [LIST]: () => page([idea]),
      [`GET /api/ideas/${idea.id}/comments`]: noComments,
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
