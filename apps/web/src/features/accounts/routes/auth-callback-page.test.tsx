import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AuthCallbackPage', () => {
  it('names the provider that failed and links back to sign-in', async () => {
    stubApi(null);
    renderAppRoute('/auth/callback?error=1&provider=github&from=%2Fconnections');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'GitHub authentication failed. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin?from=%2Fconnections',
    );
  });

  it('reloads the session and lands where the member came from', async () => {
    const fetchMock = stubApi(demoMember);
    const { router } = renderAppRoute('/auth/callback?from=%2Fconnections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/connections');
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
  });

  it('ignores a return path to another site and goes to /dashboard', async () => {
    stubApi(demoMember);
    const { router } = renderAppRoute('/auth/callback?from=%2F%2Fevil.example');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says sign-in did not complete when no session came back', async () => {
    stubApi(null);
    renderAppRoute('/auth/callback');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Authentication failed. Please try again.',
    );
  });
});
