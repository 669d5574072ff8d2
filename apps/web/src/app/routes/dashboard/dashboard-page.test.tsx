import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionRequest } from '@cofound/shared/connections/connections.schemas';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function request(id: string, name: string, createdAt: string): ConnectionRequest {
  return {
    id,
    createdAt,
    sender: { profileId: `p-${id}`, name, title: `${name} builds`, imageUrl: null },
  };
}

const ada = request('c-1', 'Ada Lovelace', '2026-11-20T10:00:00.000Z');
const bob = request('c-2', 'Bob Builder', '2026-11-19T10:00:00.000Z');
const quiet = {
  'GET /api/matching/recommendations?limit=20': () => ({
    status: 200,
    body: { items: [], nextCursor: null },
  }),
  'GET /api/matching/saved': () => ({ status: 200, body: { items: [] } }),
};

// The first visit loads the page's code, which takes a while on a busy machine.
const toggle = () => screen.findByRole('button', { name: /^Requests/ }, { timeout: 10_000 });

describe('/dashboard connection requests', () => {
  it('shows the pending count, lists requests and accepts one', async () => {
    let items = [ada, bob];
    stubApi(demoMember, {
      ...quiet,
      'GET /api/connections/requests': () => ({
        status: 200,
        body: { items, count: items.length },
      }),
      'POST /api/connections/c-1/accept': () => {
        items = [bob];
        return { status: 200, body: { id: 'c-1', status: 'accepted', profileId: 'p-c-1' } };
      },
    });
    renderAppRoute('/dashboard');
    const button = await toggle();
    await waitFor(() => expect(button).toHaveAccessibleName('Requests 2 pending'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const list = within(panel).getByRole('list', { name: 'Connection requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Nov 20, 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept request from Ada Lovelace' }));
    expect(await screen.findByText('Connection accepted')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(button).toHaveAccessibleName('Requests 1 pending');
  });

  it('alerts when accepting or rejecting fails, and keeps the request', async () => {
    stubApi(demoMember, {
      ...quiet,
      'GET /api/connections/requests': () => ({ status: 200, body: { items: [ada], count: 1 } }),
      'POST /api/connections/c-1/reject': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      }),
    });
    renderAppRoute('/dashboard');
    await userEvent.click(await toggle());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject request from Ada Lovelace' }),
    );
    expect(
      await screen.findByText('Failed to process request. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject request from Ada Lovelace' })).toBeEnabled();
  });

  it('reloads the list when a request arrives live, and says when there is none', async () => {
    let items: ConnectionRequest[] = [];
    stubApi(demoMember, {
      ...quiet,
      'GET /api/connections/requests': () => ({
        status: 200,
        body: { items, count: items.length },
      }),
    });
    renderAppRoute('/dashboard');
    await userEvent.click(await toggle());
    expect(await screen.findByText('No pending connection requests')).toBeInTheDocument();

    items = [ada];
    act(() =>
      dispatchRealtimeFrame({
        id: 'f-1',
        event: 'connection.requested',
        payload: { connectionId: 'c-1', senderProfileId: 'p-c-1' },
        at: '2026-11-22T09:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Requests 1 pending' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });
});

describe('/dashboard layout', () => {
  it('puts the deck first, before calls and the side column', async () => {
    stubApi(demoMember, {
      ...quiet,
      'GET /api/connections/requests': () => ({ status: 200, body: { items: [], count: 0 } }),
    });
    renderAppRoute('/dashboard');
    const deck = await screen.findByRole('heading', { name: 'Your matches' }, { timeout: 10_000 });
    const calls = await screen.findByRole('heading', { name: 'Upcoming calls' });
    const saved = await screen.findByRole('heading', { name: /^Saved for later/ });
    for (const later of [calls, saved]) {
      expect(deck.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
