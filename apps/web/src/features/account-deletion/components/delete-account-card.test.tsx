import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountDeletionMessages as m,
  type DeletionPlan,
} from '@cofound/shared/account-deletion/account-deletion.schemas';
import { DeleteAccountCard } from './delete-account-card';
import { readEndedSession } from '../../../lib/ended-session-notice';
import { stubFetch } from '../../../test/stub-fetch';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <DeleteAccountCard /> },
      { path: '/signin', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const plan = (fields: Partial<DeletionPlan> = {}): DeletionPlan => ({
  confirmWith: 'password',
  signedInRecently: true,
  projects: [
    { id: 'p1', title: 'Harvest', heirs: [{ profileId: 'h1', name: 'Ada Byron' }] },
    { id: 'p2', title: 'Orchard', heirs: [] },
  ],
  ...fields,
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('DeleteAccountCard', () => {
  it('says what deleting does before anything is asked', () => {
    stubFetch({});
    renderCard();
    expect(screen.getByText('You are signed out everywhere at once.')).toBeInTheDocument();
    expect(
      screen.getByText('Your email address can be used to sign up again.'),
    ).toBeInTheDocument();
  });

  it('sends the password and a choice per project, then goes to sign-in', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/account-deletion': () => ({ status: 200, body: plan() }),
      'POST /api/account-deletion': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 204 };
      },
    });
    const router = renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.selectOptions(
      await screen.findByLabelText('What happens to Harvest'),
      'Hand it to Ada Byron',
    );
    await user.type(screen.getByLabelText('Your password'), 'correct-horse-42');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(sent).toEqual({
      password: 'correct-horse-42',
      projects: [
        { projectId: 'p1', handTo: 'h1' },
        { projectId: 'p2', handTo: null },
      ],
    });
    expect(readEndedSession()).toBe('deleted');
  });

  it('shows a wrong password on the field and stays', async () => {
    stubFetch({
      'GET /api/account-deletion': () => ({ status: 200, body: plan({ projects: [] }) }),
      'POST /api/account-deletion': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: m.passwordIncorrect,
            fieldErrors: { password: [m.passwordIncorrect] },
          },
        },
      }),
    });
    const router = renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(await screen.findByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(m.passwordIncorrect)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('asks a member without a password to sign in again when their sign-in is old', async () => {
    stubFetch({
      'GET /api/account-deletion': () => ({
        status: 200,
        body: plan({ confirmWith: 'recent_sign_in', signedInRecently: false, projects: [] }),
      }),
    });
    renderCard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(await screen.findByText(m.signInAgain)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out to sign in again' })).toBeInTheDocument();
  });
});
