import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin, demoMember, renderAppRoute, stubApi } from '../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A page's heading; the first visit of a route imports its screen, which is slow on a busy machine. */
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 12_000 });

describe('route guards', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor of /dashboard to /signin?from=%2Fdashboard', async () => {
    stubApi(null);
    const { router } = renderAppRoute('/dashboard');
    expect(await heading('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?from=%2Fdashboard');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('waits for the session instead of redirecting early', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubApi(null, {
      'GET /api/session': () => new Promise((resolve) => (answer = resolve)),
    });
    const { router } = renderAppRoute('/dashboard');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    answer({ status: 200, body: { user: demoMember } });
    expect(await heading('Dashboard')).toBeInTheDocument();
  });

  it('keeps members out of the admin area', async () => {
    stubApi(demoMember);
    const member = renderAppRoute('/admin/revenue');
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(member.router.state.location.pathname).toBe('/dashboard');
  });

  it('opens the admin area for admins', async () => {
    stubApi(demoAdmin);
    renderAppRoute('/admin');
    expect(await heading('Admin Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends signed-in visitors of /signin to /dashboard', async () => {
    stubApi(demoMember);
    const plain = renderAppRoute('/signin');
    await waitFor(() => expect(plain.router.state.location.pathname).toBe('/dashboard'));
  });

  it('honours a safe `from` for signed-in visitors of /signup', async () => {
    stubApi(demoMember);
    const withFrom = renderAppRoute('/signup?from=%2Fconnections');
    expect(await heading('Connections')).toBeInTheDocument();
    expect(withFrom.router.state.location.pathname).toBe('/connections');
  });

  it('redirects / to /browse', async () => {
    stubApi(null);
    const home = renderAppRoute('/');
    expect(await heading('Discover Co-Founders')).toBeInTheDocument();
    expect(home.router.state.location.pathname).toBe('/browse');
  });

  it('shows a proper 404 page with a link home', async () => {
    stubApi(null);
    renderAppRoute('/no/such/page');
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
