import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const unverified = { ...demoMember, emailVerified: false };

describe('email verification', () => {
  it('asks an unverified member to verify and resends the mail', async () => {
    const fetchMock = stubApi(unverified, {
      'POST /api/accounts/verification-email': () => ({ status: 204, body: null }),
    });
    renderAppRoute('/dashboard');
    const banner = await screen.findByRole('complementary', { name: 'Email verification' });
    expect(banner).toHaveTextContent('Please verify your email address');
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Verification email sent')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/accounts/verification-email',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('shows the server message when resending is refused', async () => {
    stubApi(unverified, {
      'POST /api/accounts/verification-email': () => ({
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many requests. Try again later.' } },
      }),
    });
    renderAppRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Too many requests. Try again later.')).toBeVisible();
  });

  it('confirms a verified address and reloads the session', async () => {
    const fetchMock = stubApi(demoMember);
    renderAppRoute('/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is verified' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
    expect(screen.queryByRole('complementary', { name: 'Email verification' })).toBeNull();
  });

  it('explains an invalid link and offers a new one to a signed-in member', async () => {
    stubApi(unverified, {
      'POST /api/accounts/verification-email': () => ({ status: 204, body: null }),
    });
    renderAppRoute('/verify-email?error=INVALID_TOKEN');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link did not work' }),
    ).toBeVisible();
    expect(screen.getByText(/invalid or has expired/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    // Sonner's store outlives a test, so an earlier toast may still be around.
    expect((await screen.findAllByText('Verification email sent')).length).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('always says a link was sent', async () => {
    const fetchMock = stubApi(null, {
      'POST /api/auth/request-password-reset': () => ({ status: 200, body: { status: true } }),
    });
    renderAppRoute('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for that address, we've sent a link to reset the password.",
    );
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/request-password-reset');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
  });

  it('sets a new password with the token and applies the 8-character rule', async () => {
    const fetchMock = stubApi(null, {
      'POST /api/auth/reset-password': () => ({ status: 200, body: { status: true } }),
    });
    renderAppRoute('/reset-password?token=abc');
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters At least 8 characters',
    );
    await userEvent.type(screen.getByLabelText('New password'), '-but-longer');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password updated' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/auth/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      newPassword: 'short-but-longer',
      token: 'abc',
    });
  });

  it('explains a rejected token', async () => {
    stubApi(null, {
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: { code: 'INVALID_TOKEN', message: 'Invalid token' },
      }),
    });
    renderAppRoute('/reset-password?token=used');
    await userEvent.type(await screen.findByLabelText('New password'), 'long-enough-now');
    await userEvent.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset link not valid' }),
    ).toBeVisible();
  });
});
