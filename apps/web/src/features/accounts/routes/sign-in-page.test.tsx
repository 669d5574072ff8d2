import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountDeletionMessages } from '@cofound/shared/account-deletion/account-deletion.messages';
import { accountMessages } from '@cofound/shared/accounts/accounts.messages';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { readEndedSession, rememberEndedSession } from '../../../lib/ended-session-notice';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

function stubSignIn(status: number, body: unknown = {}) {
  return stubApi(null, { 'POST /api/auth/sign-in/email': () => ({ status, body }) });
}

describe('SignInPage', () => {
  it('says the account was suspended when an admin ended the session', async () => {
    rememberEndedSession('suspended');
    stubApi(null);
    renderAppRoute('/signin');
    expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.accountSuspended);
  });

  it('still says why when sign-in mounts a second time on the way there', async () => {
    rememberEndedSession('deleted');
    stubApi(null);
    renderAppRoute('/signin');
    expect(await screen.findByText(accountDeletionMessages.deleted)).toBeVisible();
    cleanup();
    renderAppRoute('/signin');
    expect(await screen.findByText(accountDeletionMessages.deleted)).toBeVisible();
  });

  it('validates the form before calling the server', async () => {
    const fetchMock = stubApi(null);
    renderAppRoute('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    // The form validates asynchronously: the messages follow the click, not with it.
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required'),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-in/email', expect.anything());
  });

  it('refuses an address the server would refuse, before calling it', async () => {
    const fetchMock = stubApi(null);
    renderAppRoute('/signin');
    await fillAndSubmit('a@b.c', 'cofound-demo');
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required'),
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/sign-in/email', expect.anything());
  });

  it('signs in, reloads the session and goes where the visitor came from', async () => {
    rememberEndedSession('suspended');
    let user: SessionUser | null = null;
    const fetchMock = stubApi(null, {
      'GET /api/session': () => ({ status: 200, body: { user } }),
      'POST /api/auth/sign-in/email': () => {
        user = demoMember;
        return { status: 200, body: { user: { id: demoMember.id } } };
      },
    });
    const { router } = renderAppRoute('/signin?from=%2Fconnections');
    await fillAndSubmit('demo@cofound.dev', 'cofound-demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/connections');
    const signInCall = fetchMock.mock.calls.find(([path]) => path === '/api/auth/sign-in/email');
    expect(signInCall?.[1]?.body).toBe('{"email":"demo@cofound.dev","password":"cofound-demo"}');
    // Signed in again: a later visit to sign-in no longer says why the old session ended.
    expect(readEndedSession()).toBeNull();
  });

  it.each([
    [401, 'Invalid email or password. Please try again.'],
    [503, 'Authentication service is unavailable. Please try again later.'],
    [403, 'Authentication failed. Please try again.'],
    [418, 'Authentication failed. Please try again.'],
  ])('explains a %i answer', async (status, message) => {
    stubSignIn(status, { message: 'from better-auth' });
    renderAppRoute('/signin');
    await fillAndSubmit('demo@cofound.dev', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links to sign-up, carrying the return path', async () => {
    stubApi(null);
    renderAppRoute('/signin?from=%2Fdashboard');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup?from=%2Fdashboard',
    );
  });

  it.each([
    'Your account has been suspended. Contact support if you think this is a mistake.',
    'Your account has been banned.',
  ])('shows the server message for a refused account: %s', async (message) => {
    stubSignIn(403, { code: 'ACCOUNT_SUSPENDED', message });
    renderAppRoute('/signin');
    await fillAndSubmit('demo@cofound.dev', 'cofound-demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the lock-out message after too many failures', async () => {
    const message =
      'Too many failed sign-in attempts for this account. Please try again in an hour or reset your password.';
    stubSignIn(429, { error: { code: 'RATE_LIMITED', message } });
    renderAppRoute('/signin');
    await fillAndSubmit('demo@cofound.dev', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('pre-fills the email from the address and links to password reset', async () => {
    stubApi(null);
    renderAppRoute('/signin?email=ada%40example.com');
    expect(await screen.findByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('offers the configured social sign-ins and explains the others', async () => {
    stubApi(null, {
      'GET /api/accounts/providers': () => ({
        status: 200,
        body: {
          providers: [
            { id: 'google', name: 'Google', configured: true },
            { id: 'github', name: 'GitHub', configured: false },
            { id: 'linkedin', name: 'LinkedIn', configured: false },
          ],
        },
      }),
    });
    renderAppRoute('/signin?from=%2Fconnections');
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/accounts/social/google/start?from=%2Fconnections',
    );
    const github = await screen.findByRole('button', { name: 'Continue with GitHub' });
    expect(github).toBeDisabled();
    expect(github).toHaveAccessibleDescription('GitHub sign-in is not configured on this server');
    expect(screen.getByRole('button', { name: 'Continue with LinkedIn' })).toBeDisabled();
  });

  it('explains a provider the server turned away as not configured', async () => {
    stubApi(null);
    renderAppRoute('/signin?error=provider_not_configured&provider=linkedin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'LinkedIn sign-in is not configured on this server',
    );
  });
});
