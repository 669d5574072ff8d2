import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ideaMessages } from '@cofound/shared/ideas/ideas.messages';
import { deferred, page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { IDEA_INTENT_KEY } from '../model/idea-intent';
import { IDEA, LIST, idea, ownIdea } from '../test-fixtures';

const INTEREST = `${IDEA}/interest`;

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
    stubApi(demoMember, { [LIST]: () => page([{ ...ownIdea, interestedCount: 2 }]) });
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
