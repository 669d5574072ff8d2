import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unlinkMessages } from '@cofound/shared/accounts/accounts.messages';
import type { LinkedAccountsResponse } from '@cofound/shared/accounts/providers.schemas';
import { toast, Toaster } from '../../../components/ui/toaster';
import { verifiedAccountsMessages, VerifiedAccountsCard } from './verified-accounts-card';
import { stubFetch } from '../../../test/stub-fetch';

function renderCard(path = '/profile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/profile', element: <VerifiedAccountsCard /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

type Provider = LinkedAccountsResponse['providers'][number];
const provider = (id: Provider['id'], name: string, fields: Partial<Provider> = {}): Provider => ({
  id,
  name,
  configured: true,
  linked: false,
  linkedAt: null,
  canUnlink: false,
  badge: id !== 'google',
  ...fields,
});

function accounts(...providers: Provider[]): LinkedAccountsResponse {
  return { hasPassword: true, providers };
}

const linkedGitHub = provider('github', 'GitHub', {
  linked: true,
  linkedAt: '2026-11-20T10:00:00.000Z',
  canUnlink: true,
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('VerifiedAccountsCard', () => {
  it('shows what is linked, links the rest through the server, and leaves Google out when it cannot be used', async () => {
    stubFetch({
      'GET /api/accounts/linked': () => ({
        status: 200,
        body: accounts(
          provider('google', 'Google', { configured: false }),
          linkedGitHub,
          provider('linkedin', 'LinkedIn'),
        ),
      }),
    });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Linked accounts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [github, linkedin] = rows as [HTMLElement, HTMLElement];
    expect(within(github).getByText('Linked')).toBeInTheDocument();
    expect(within(github).getByRole('button', { name: 'Unlink GitHub' })).toBeEnabled();
    expect(within(linkedin).getByText('Not linked')).toBeInTheDocument();
    expect(within(linkedin).getByRole('link', { name: 'Link LinkedIn' })).toHaveAttribute(
      'href',
      '/api/accounts/social/linkedin/link?from=%2Fprofile',
    );
  });

  it('unlinks after the member confirms', async () => {
    let github = linkedGitHub;
    const fetchMock = stubFetch({
      'GET /api/accounts/linked': () => ({
        status: 200,
        body: accounts(github, provider('linkedin', 'LinkedIn')),
      }),
      'DELETE /api/accounts/linked/github': () => {
        github = provider('github', 'GitHub');
        return { status: 204 };
      },
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink GitHub?' });
    // Cancelling asks nothing of the server.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/accounts/linked/github',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unlink GitHub' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Unlink GitHub',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Link GitHub' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/accounts/linked/github',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(await screen.findByText(verifiedAccountsMessages.unlinked('GitHub'))).toBeVisible();
  });

  it("shows the server's refusal to unlink", async () => {
    stubFetch({
      'GET /api/accounts/linked': () => ({ status: 200, body: accounts(linkedGitHub) }),
      'DELETE /api/accounts/linked/github': () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: unlinkMessages.signInAgain } },
      }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink GitHub' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Unlink GitHub',
      }),
    );
    expect(await screen.findByText(unlinkMessages.signInAgain)).toBeVisible();
  });

  it('cannot unlink the only way to sign in, and says why', async () => {
    stubFetch({
      'GET /api/accounts/linked': () => ({
        status: 200,
        body: {
          hasPassword: false,
          providers: [{ ...linkedGitHub, canUnlink: false }],
        },
      }),
    });
    renderCard();
    const unlink = await screen.findByRole('button', { name: 'Unlink GitHub' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(unlinkMessages.onlyWayToSignIn('GitHub'));
  });

  it('says when this server cannot link any provider', async () => {
    stubFetch({
      'GET /api/accounts/linked': () => ({
        status: 200,
        body: accounts(
          provider('google', 'Google', { configured: false }),
          provider('github', 'GitHub', { configured: false }),
          provider('linkedin', 'LinkedIn', { configured: false }),
        ),
      }),
    });
    renderCard();
    expect(await screen.findByText(verifiedAccountsMessages.notAvailable)).toBeVisible();
    expect(screen.getByText('GitHub is not configured on this server.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Link/ })).toBeNull();
  });

  it.each([
    ['/profile?linked=github', 'GitHub is linked to your account.'],
    [
      '/profile?link_failed=linkedin&error=account_already_linked_to_different_user',
      'This LinkedIn account is already linked to another Cofound member.',
    ],
    [
      '/profile?link_failed=github&error=unable_to_link_account',
      'GitHub could not be linked. Make sure your email address is verified there, then try again.',
    ],
    [
      '/profile?link_failed=github&error=access_denied',
      'GitHub could not be linked. Please try again.',
    ],
  ])(
    'coming back to %s says the outcome once, then clears it from the address',
    async (path, message) => {
      stubFetch({
        'GET /api/accounts/linked': () => ({ status: 200, body: accounts(linkedGitHub) }),
      });
      const router = renderCard(`${path}&welcome=true`);
      expect(await screen.findByText(message)).toBeVisible();
      await waitFor(() => expect(router.state.location.search).toBe('?welcome=true'));
    },
  );

  it('shows loading, then a failure with a retry that recovers', async () => {
    let fail = true;
    stubFetch({
      'GET /api/accounts/linked': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: accounts(linkedGitHub) },
    });
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your linked accounts');
    expect(await screen.findByText(verifiedAccountsMessages.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Linked accounts' })).toBeInTheDocument();
  });
});
