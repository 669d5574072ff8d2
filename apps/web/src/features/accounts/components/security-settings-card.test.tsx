import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMessages } from '@cofound/shared/accounts/sessions.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { SecuritySettingsCard } from './security-settings-card';

type Answer = { status: number; body?: unknown };
function stubFetch(handlers: Record<string, (init?: RequestInit) => Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SecuritySettingsCard />
      <Toaster />
    </QueryClientProvider>,
  );
}

const now = new Date().toISOString();
const sessions = [
  {
    id: 's1',
    createdAt: now,
    lastActiveAt: now,
    device: 'Chrome on macOS',
    ipAddress: '10.0.0.1',
    current: true,
  },
  {
    id: 's2',
    createdAt: now,
    lastActiveAt: now,
    device: 'Safari on iOS',
    ipAddress: null,
    current: false,
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('SecuritySettingsCard', () => {
  it('lists the sessions, marks this device, and signs another one out', async () => {
    let items = sessions;
    const fetchMock = stubFetch({
      'GET /api/accounts/sessions': () => ({ status: 200, body: { items } }),
      'DELETE /api/accounts/sessions/s2': () => {
        items = sessions.slice(0, 1);
        return { status: 204 };
      },
    });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /Sign out Safari on iOS/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/accounts/sessions/s2',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument();
  });

  it('checks the new password twice, then shows the server refusing the current one', async () => {
    stubFetch({
      'GET /api/accounts/sessions': () => ({ status: 200, body: { items: sessions } }),
      'POST /api/accounts/password': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: sessionMessages.currentPasswordIncorrect,
            fieldErrors: { currentPassword: [sessionMessages.currentPasswordIncorrect] },
          },
        },
      }),
    });
    renderCard();
    await userEvent.type(screen.getByLabelText('Current password'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-horse-7');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-horse-8');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-horse-7');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(sessionMessages.currentPasswordIncorrect)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms a changed password', async () => {
    stubFetch({
      'GET /api/accounts/sessions': () => ({ status: 200, body: { items: sessions } }),
      'POST /api/accounts/password': () => ({ status: 200, body: { signedOutThisDevice: false } }),
    });
    renderCard();
    await userEvent.type(screen.getByLabelText('Current password'), 'correct-horse-42');
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-horse-7');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-horse-7');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(sessionMessages.passwordChanged)).toBeInTheDocument();
  });
});
