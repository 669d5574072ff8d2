import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionRequest } from '@cofound/shared/connections/connections.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { ConnectionRequestsPanel } from './connection-requests-panel';

const ada: ConnectionRequest = {
  id: 'c-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  sender: { profileId: 'p-ada', name: 'Ada Lovelace', title: 'Engineer', imageUrl: null },
};

afterEach(() => vi.unstubAllGlobals());

describe('ConnectionRequestsPanel', () => {
  it("offers 'Say hello' into the chat once a request is accepted", async () => {
    let items = [ada];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const key = `${init?.method ?? 'GET'} ${String(input)}`;
        if (key === 'GET /api/connections/requests') {
          return new Response(JSON.stringify({ items, count: items.length }), { status: 200 });
        }
        if (key === 'POST /api/connections/c-1/accept') {
          items = [];
          return new Response(
            JSON.stringify({ id: 'c-1', status: 'accepted', profileId: 'p-ada' }),
            { status: 200 },
          );
        }
        return new Response(null, { status: 404 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ConnectionRequestsPanel />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept request from Ada Lovelace' }),
    );
    const hello = await screen.findByRole('link', { name: 'Say hello to Ada Lovelace' });
    expect(hello).toHaveAttribute('href', '/messages/p-ada');
    await waitFor(() => expect(hello).toHaveFocus());
    expect(await screen.findByText('No pending connection requests')).toBeInTheDocument();
    expect(screen.getByText('Connection accepted')).toBeInTheDocument();
  });
});
