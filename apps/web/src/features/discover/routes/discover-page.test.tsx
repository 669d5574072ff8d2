import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverCard } from '@cofound/shared/discover/discover.schemas';
import { page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

const ada: DiscoverCard = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  title: 'Compiler engineer',
  imageUrl: null,
  founderRole: 'CTO/Technical Lead',
  industry: 'Technology',
  experience: 7,
  skills: ['Full-Stack Development', 'Machine Learning', 'DevOps', 'Sales'],
  lookingFor: ['Business Development'],
  city: 'London',
  country: 'United Kingdom',
  timeZone: 'Europe/London',
  commitment: 'full_time_now',
  archetype: null,
  lastActive: null,
  linkedinVerified: false,
  githubVerified: false,
  reputation: { total: 300, level: 'Advanced' },
  connectionState: 'none',
  isOwn: false,
};

/** A signed-out visitor's Connect on Ada, saved before they were sent to sign in. */
function saveConnectIntent() {
  window.sessionStorage.setItem(
    'cofound.connection-intent',
    JSON.stringify({
      action: 'connect',
      profileId: ada.id,
      from: '/discover',
      savedAt: Date.now(),
    }),
  );
}

/** The server's answer to POST /api/connections for Ada. */
const requestCreated = () => ({
  status: 201,
  body: {
    id: 'c1',
    profileId: ada.id,
    status: 'pending',
    connectionState: 'pending_sent',
    createdAt: new Date().toISOString(),
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('DiscoverPage', () => {
  it('asks the API for the filters in the URL and shows the cards', async () => {
    stubApi(null, {
      'GET /api/discover?industry=Technology&skills=Sales&sort=recent': () =>
        page([{ ...ada, linkedinVerified: true }]),
    });
    renderAppRoute('/discover?industry=Technology&skills=Sales&sort=recent');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/profile/${ada.id}`,
    );
    expect(within(card).getByText('Advanced')).toBeInTheDocument();
    expect(within(card).getByText('+1 more')).toBeInTheDocument();
    expect(within(card).getByText('Verified LinkedIn')).toBeVisible();
    expect(screen.getByLabelText('Industry')).toHaveValue('Technology');
    expect(screen.getByLabelText('Sort by')).toHaveValue('recent');
  });

  it("shows a signed-in member's mutual connections on the card", async () => {
    const ben = { ...ada, id: '00000000-0000-4000-8000-000000000002', name: 'Ben Carter' };
    stubApi(demoMember, {
      'GET /api/discover?sort=top_rated': () =>
        page([
          { ...ada, mutualConnections: 2 },
          { ...ben, mutualConnections: 0 },
        ]),
    });
    renderAppRoute('/discover');
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByText('2 mutual connections')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Ben Carter' });
    expect(within(other).queryByText(/mutual connection/)).toBeNull();
  });

  it('keeps both of two changes made before the page shows the first', async () => {
    stubApi(null, { 'GET /api/discover?sort=top_rated': () => page([ada]) });
    const { router } = renderAppRoute('/discover');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    const sales = within(screen.getByRole('group', { name: 'Skills' })).getByRole('checkbox', {
      name: 'Sales',
    });
    // Both in one act: the second handler runs before React renders the first navigation.
    act(() => {
      fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'Finance' } });
      fireEvent.click(sales);
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?industry=Finance&skills=Sales'),
    );
  });

  it('puts a changed sort in the URL', async () => {
    stubApi(null, {
      'GET /api/discover?sort=top_rated': () => page([ada]),
      'GET /api/discover?sort=trending': () => page([]),
    });
    const { router } = renderAppRoute('/discover');
    await screen.findByRole('article', { name: 'Ada Lovelace' });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'trending');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=trending'));
    expect(await screen.findByText('No co-founders found')).toBeInTheDocument();
  });

  it("shows 'No co-founders found' and clears the filters", async () => {
    stubApi(null, {
      'GET /api/discover?q=zzz&industry=Finance&sort=top_rated': () => page([]),
      'GET /api/discover?sort=top_rated': () => page([ada]),
    });
    const { router } = renderAppRoute('/discover?q=zzz&industry=Finance');
    expect(await screen.findByRole('heading', { name: 'No co-founders found' })).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search co-founders')).toHaveValue('');
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    stubApi(null, {
      'GET /api/discover?sort=top_rated': () => (fail ? { status: 500, body: {} } : page([ada])),
    });
    renderAppRoute('/discover');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(screen.getByText('Failed to load co-founders. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  }, 15_000);

  it('sends a signed-out visitor to sign in with the return path, profile and action', async () => {
    stubApi(null, { 'GET /api/discover?q=ada&sort=top_rated': () => page([ada]) });
    const { router } = renderAppRoute('/discover?q=ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Ada Lovelace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('from')).toBe('/discover?q=ada');
    expect(params.get('profileId')).toBe(ada.id);
    expect(params.get('action')).toBe('connect');
    expect(router.state.location.state).toEqual({
      from: '/discover?q=ada',
      profileId: ada.id,
      action: 'connect',
    });
    expect(window.sessionStorage.getItem('cofound.connection-intent')).toContain(ada.id);
  });

  it('resumes the connect after sign-in, once', async () => {
    saveConnectIntent();
    let sent = false;
    const fetchMock = stubApi(demoMember, {
      'GET /api/discover?sort=top_rated': () =>
        page([{ ...ada, connectionState: sent ? 'pending_sent' : 'none' }]),
      'POST /api/connections': () => {
        sent = true;
        return requestCreated();
      },
    });
    renderAppRoute('/discover');
    expect(await screen.findByText('Connection request sent')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connection Request Sent' })).toBeDisabled();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(window.sessionStorage.getItem('cofound.connection-intent')).toBeNull();
  });

  it('shows the sent request when the list was read before the request went out', async () => {
    saveConnectIntent();
    let sent = false;
    let answered!: () => void;
    const postAnswered = new Promise<void>((resolve) => (answered = resolve));
    stubApi(demoMember, {
      'GET /api/discover?sort=top_rated': async () => {
        const state = sent ? 'pending_sent' : 'none';
        // The first read is answered only after the request has been: it says 'none'.
        if (!sent) await postAnswered.then(() => new Promise((resolve) => setTimeout(resolve, 20)));
        return page([{ ...ada, connectionState: state }]);
      },
      'POST /api/connections': () => {
        sent = true;
        setTimeout(answered, 0);
        return requestCreated();
      },
    });
    renderAppRoute('/discover');
    expect(await screen.findByText('Connection request sent')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connection Request Sent' })).toBeDisabled();
  });

  it('shows the exact conflict message and the state it implies', async () => {
    stubApi(demoMember, {
      'GET /api/discover?sort=top_rated': () => page([ada]),
      'POST /api/connections': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Already connected' } },
      }),
    });
    renderAppRoute('/discover');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Ada Lovelace' }));
    expect(await screen.findByText('Already connected')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Message Ada Lovelace' })).toHaveAttribute(
      'href',
      `/messages/${ada.id}`,
    );
  });
});
