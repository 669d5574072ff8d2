import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMessages } from '@cofound/shared/accounts/sessions.schemas';
import { toast, Toaster } from '../../../components/ui/toaster';
import { SecuritySettingsCard } from './security-settings-card';
import { stubFetch } from '../../../test/stub-fetch';

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

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

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

  it.each([
    ['keeps this device signed in by default', false],
    ['signs this device out too when the box is checked', true],
  ])('changes the password and %s', async (_, signOutThisDevice) => {
    const fetchMock = stubFetch({
      'GET /api/accounts/sessions': () => ({ status: 200, body: { items: sessions } }),
      'POST /api/accounts/password': () => ({
        status: 200,
        body: { signedOutThisDevice: signOutThisDevice },
      }),
    });
    renderCard();
    const signOutToo = screen.getByRole('checkbox', { name: 'Also sign out this device' });
    expect(signOutToo).not.toBeChecked();
    if (signOutThisDevice) await userEvent.click(signOutToo);
    await userEvent.type(screen.getByLabelText('Current password'), 'correct-horse-42');
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-horse-7');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-horse-7');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(sessionMessages.passwordChanged)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/accounts/password')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'correct-horse-42',
      newPassword: 'brand-new-horse-7',
      signOutThisDevice,
    });
  });

  it('signs all other devices out at once', async () => {
    let items = [...sessions, { ...sessions[1]!, id: 's3', device: 'Firefox on Linux' }];
    stubFetch({
      'GET /api/accounts/sessions': () => ({ status: 200, body: { items } }),
      'POST /api/accounts/sessions/end-others': () => {
        items = sessions.slice(0, 1);
        return { status: 204 };
      },
    });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText(sessionMessages.signedOutOthers)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows loading, then a failure with a retry that recovers', async () => {
    let fail = true;
    stubFetch({
      'GET /api/accounts/sessions': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: { items: sessions } },
    });
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sessions');
    expect(await screen.findByText(sessionMessages.sessionsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Signed-in devices' })).toBeInTheDocument();
  });
});
