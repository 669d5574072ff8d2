import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import type { Idea } from '@cofound/shared/ideas/ideas.schemas';
import { projectMessages } from '@cofound/shared/projects/projects.messages';
import { bodyOf, page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { IDEA, LIST, bea, cy, idea, ownIdea } from '../test-fixtures';

const own: Idea = { ...ownIdea, interestedCount: 2 };
const INTERESTED = `GET ${IDEA}/interested`;
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("The author's interested members", { timeout: 20_000 }, () => {
  it('lists them with Connect, pages on, and invites one to the chosen project', async () => {
    const invites: { url: string; body: unknown }[] = [];
    let inviteStatus = 201;
    const fetchMock = stubApi(demoMember, {
      [LIST]: () => page([own]),
      [INTERESTED]: () => page([bea], 'c2'),
      [`${INTERESTED}?cursor=c2`]: () => page([cy]),
      [MY_PROJECTS]: () => page([project(P1, 'Tutor app'), project(P2, 'Quiz engine')]),
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
      [INTERESTED]: () => page([bea]),
      [MY_PROJECTS]: () => page([]),
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
      [INTERESTED]: () => page([]),
      [MY_PROJECTS]: () => page([]),
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
      [INTERESTED]: () => (fail ? { status: 500, body: {} } : page([bea])),
      [MY_PROJECTS]: () => page([]),
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
