import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { circleMessages } from '@cofound/shared/circles/circles.messages';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { page } from '../../../test/api-answers';
import { demoAdmin, demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { CIRCLE_INTENT_KEY } from '../model/circle-intent';
import { privateCircle, publicCircle } from '../test-fixtures';

const LIST = 'GET /api/circles';
const PROPOSALS = 'GET /api/circles/proposals';
const membership = (circle: Circle) => `/api/circles/${circle.id}/membership`;
const noProposals = { [PROPOSALS]: () => ({ status: 200, body: { items: [] } }) };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const card = (name: string) => screen.findByRole('article', { name });

// Page tests render the whole app; give them room on a busy machine.
describe('CirclesPage', { timeout: 20_000 }, () => {
  it('asks the API for the filters in the URL and shows the cards', async () => {
    stubApi(null, {
      'GET /api/circles?q=climate&industry=cleantech': () =>
        page([{ ...publicCircle, membersCount: 1 }, privateCircle]),
    });
    renderAppRoute('/circles?q=climate&industry=cleantech');
    const climate = await card('Climate founders');
    expect(within(climate).getByRole('link', { name: 'Climate founders' })).toHaveAttribute(
      'href',
      `/circles/${publicCircle.id}`,
    );
    expect(within(climate).getByText('CleanTech')).toBeInTheDocument();
    expect(within(climate).getByText('1 member')).toBeInTheDocument();
    expect(within(climate).queryByText('Private')).toBeNull();
    expect(within(climate).getByRole('button', { name: 'Join Climate founders' })).toBeVisible();
    const fintech = await card('Fintech builders');
    expect(within(fintech).getByText('Private')).toBeInTheDocument();
    expect(
      within(fintech).getByRole('button', { name: 'Request to join Fintech builders' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Search circles')).toHaveValue('climate');
    expect(screen.getByLabelText('Industry')).toHaveValue('cleantech');
    // Visitors have no 'My circles'.
    expect(screen.queryByRole('button', { name: 'My circles' })).toBeNull();
  });

  it('puts the industry and My circles in the URL and the API query', async () => {
    const fetchMock = stubApi(demoMember, {
      ...noProposals,
      [LIST]: () => page([publicCircle]),
      'GET /api/circles?industry=fintech': () => page([privateCircle]),
      'GET /api/circles?industry=fintech&joined=true': () => page([]),
    });
    const { router } = renderAppRoute('/circles');
    await card('Climate founders');
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'fintech');
    await waitFor(() => expect(router.state.location.search).toBe('?industry=fintech'));
    await card('Fintech builders');
    await userEvent.click(screen.getByRole('button', { name: 'My circles' }));
    await waitFor(() => expect(router.state.location.search).toBe('?industry=fintech&joined=true'));
    expect(screen.getByRole('button', { name: 'My circles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('heading', { name: circleMessages.empty })).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/circles?industry=fintech&joined=true',
    );
  });

  it("shows 'No circles found' with the hint and clears the filters", async () => {
    stubApi(null, {
      'GET /api/circles?q=zzz': () => page([]),
      [LIST]: () => page([publicCircle]),
    });
    const { router } = renderAppRoute('/circles?q=zzz');
    expect(await screen.findByRole('heading', { name: circleMessages.empty })).toBeVisible();
    expect(screen.getByText(circleMessages.emptyHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await card('Climate founders')).toBeInTheDocument();
  });

  it('shows six placeholders while loading, then offers a retry when the list fails', async () => {
    let fail = true;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubApi(null, {
      [LIST]: async () => {
        await held;
        return fail ? { status: 500, body: {} } : page([publicCircle]);
      },
    });
    renderAppRoute('/circles');
    await waitFor(() => expect(screen.getAllByTestId('circle-card-skeleton')).toHaveLength(6));
    answer();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(circleMessages.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await card('Climate founders')).toBeInTheDocument();
  });

  it('joins at once, takes the server count, and leaves after confirming', async () => {
    stubApi(demoMember, {
      ...noProposals,
      [LIST]: () => page([publicCircle]),
      [`PUT ${membership(publicCircle)}`]: () => ({
        status: 200,
        body: { membership: 'member', membersCount: 9 },
      }),
      [`DELETE ${membership(publicCircle)}`]: () => ({
        status: 200,
        body: { membership: 'none', membersCount: 8 },
      }),
    });
    renderAppRoute('/circles');
    const climate = await card('Climate founders');
    await userEvent.click(within(climate).getByRole('button', { name: 'Join Climate founders' }));
    expect(await within(climate).findByText('Member')).toBeInTheDocument();
    await waitFor(() => expect(within(climate).getByText('9 members')).toBeInTheDocument());
    expect(await screen.findByText(circleMessages.joined)).toBeInTheDocument();

    await userEvent.click(within(climate).getByRole('button', { name: 'Leave Climate founders' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave Climate founders?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave circle' }));
    expect(
      await within(climate).findByRole('button', { name: 'Join Climate founders' }),
    ).toBeVisible();
    await waitFor(() => expect(within(climate).getByText('8 members')).toBeInTheDocument());
    expect(await screen.findByText(circleMessages.left)).toBeInTheDocument();
  });

  it("rolls the join back with 'Failed to join circle' when it fails", async () => {
    let answer!: () => void;
    const failed = new Promise<void>((resolve) => (answer = resolve));
    stubApi(demoMember, {
      ...noProposals,
      [LIST]: () => page([publicCircle]),
      [`PUT ${membership(publicCircle)}`]: async () => {
        await failed;
        return { status: 500, body: {} };
      },
    });
    renderAppRoute('/circles');
    const climate = await card('Climate founders');
    await userEvent.click(within(climate).getByRole('button', { name: 'Join Climate founders' }));
    expect(await within(climate).findByText('4 members')).toBeInTheDocument();
    expect(within(climate).getByText('Member')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(circleMessages.joinFailed)).toBeInTheDocument();
    expect(within(climate).getByRole('button', { name: 'Join Climate founders' })).toBeVisible();
    expect(within(climate).getByText('3 members')).toBeInTheDocument();
  });

  it('asks to join a private circle, shows Requested, and withdraws after confirming', async () => {
    stubApi(demoMember, {
      ...noProposals,
      [LIST]: () => page([privateCircle]),
      [`PUT ${membership(privateCircle)}`]: () => ({
        status: 200,
        body: { membership: 'pending', membersCount: 1 },
      }),
      [`DELETE ${membership(privateCircle)}`]: () => ({
        status: 200,
        body: { membership: 'none', membersCount: 1 },
      }),
    });
    renderAppRoute('/circles');
    const fintech = await card('Fintech builders');
    await userEvent.click(
      within(fintech).getByRole('button', { name: 'Request to join Fintech builders' }),
    );
    const requested = await within(fintech).findByRole('button', { name: /^Requested/ });
    expect(await screen.findByText(circleMessages.requested)).toBeInTheDocument();
    expect(within(fintech).getByText('1 member')).toBeInTheDocument();

    await userEvent.click(requested);
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw your request?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw request' }));
    expect(
      await within(fintech).findByRole('button', { name: 'Request to join Fintech builders' }),
    ).toBeVisible();
    expect(await screen.findByText(circleMessages.requestWithdrawn)).toBeInTheDocument();
  });

  it('sends a signed-out join to sign in with the return path', async () => {
    stubApi(null, { 'GET /api/circles?q=climate': () => page([publicCircle]) });
    const { router } = renderAppRoute('/circles?q=climate');
    const climate = await card('Climate founders');
    await userEvent.click(within(climate).getByRole('button', { name: 'Join Climate founders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('from')).toBe('/circles?q=climate');
    expect(params.get('action')).toBe('join');
    expect(params.get('circleId')).toBe(publicCircle.id);
    expect(window.sessionStorage.getItem(CIRCLE_INTENT_KEY)).toContain(publicCircle.id);
  });

  it('applies the join once after sign-in', async () => {
    window.sessionStorage.setItem(
      CIRCLE_INTENT_KEY,
      JSON.stringify({
        action: 'join',
        circleId: publicCircle.id,
        from: '/circles?q=climate',
        savedAt: Date.now(),
      }),
    );
    let joined = false;
    const fetchMock = stubApi(demoMember, {
      ...noProposals,
      'GET /api/circles?q=climate': () =>
        page([{ ...publicCircle, membership: joined ? 'member' : 'none' }]),
      [`PUT ${membership(publicCircle)}`]: () => {
        joined = true;
        return { status: 200, body: { membership: 'member', membersCount: 4 } };
      },
    });
    renderAppRoute('/circles?q=climate');
    const climate = await card('Climate founders');
    expect(await within(climate).findByText('Member')).toBeInTheDocument();
    expect(await screen.findByText(circleMessages.joined)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
    expect(window.sessionStorage.getItem(CIRCLE_INTENT_KEY)).toBeNull();
  });

  it('checks the proposal with the shared messages, shows a taken name on the field, then proposes', async () => {
    let body: unknown = null;
    let taken = true;
    stubApi(demoMember, {
      ...noProposals,
      [LIST]: () => page([]),
      'POST /api/circles': (init) => {
        body = JSON.parse(String(init?.body));
        if (taken) {
          return {
            status: 409,
            body: { error: { code: 'CONFLICT', message: circleMessages.nameTaken } },
          };
        }
        return { status: 201, body: { ...publicCircle, status: 'proposed' } };
      },
    });
    renderAppRoute('/circles');
    await userEvent.click(await screen.findByRole('button', { name: 'Propose a circle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a circle' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose circle' }));
    for (const message of [
      circleMessages.nameRequired,
      circleMessages.industryRequired,
      circleMessages.descriptionRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Climate founders ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Industry'), 'cleantech');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Cooler planet');
    expect(within(dialog).getByText(/13\/1000 characters/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Private circle' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose circle' }));
    expect(await within(dialog).findByText(circleMessages.nameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    taken = false;
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Climate makers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose circle' }));
    expect(await screen.findByText(circleMessages.proposed)).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Climate makers',
      industry: 'cleantech',
      description: 'Cooler planet',
      isPrivate: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("lists the member's own proposals", async () => {
    stubApi(demoMember, {
      [LIST]: () => page([]),
      [PROPOSALS]: () => ({
        status: 200,
        body: { items: [{ ...privateCircle, status: 'declined' }] },
      }),
    });
    renderAppRoute('/circles');
    const mine = await screen.findByRole('list', { name: 'Your proposals' });
    expect(within(mine).getByRole('link', { name: 'Fintech builders' })).toBeInTheDocument();
    expect(within(mine).getByText('Declined')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).toBeNull();
  });

  it('lets an admin create circles and approve a waiting one', async () => {
    let waiting = [{ ...privateCircle, status: 'proposed' as const }];
    let review: unknown = null;
    stubApi(demoAdmin, {
      [LIST]: () => page([publicCircle]),
      [PROPOSALS]: () => ({ status: 200, body: { items: waiting } }),
      [`POST /api/circles/${privateCircle.id}/review`]: (init) => {
        review = JSON.parse(String(init?.body));
        waiting = [];
        return { status: 200, body: { ...privateCircle, status: 'active' } };
      },
    });
    renderAppRoute('/circles');
    expect(await screen.findByRole('button', { name: 'Create circle' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Waiting for review' });
    await userEvent.click(within(list).getByRole('button', { name: 'Approve Fintech builders' }));
    expect(await screen.findByText(circleMessages.approved)).toBeInTheDocument();
    expect(review).toEqual({ decision: 'approve' });
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Waiting for review' })).toBeNull(),
    );
  });
});
