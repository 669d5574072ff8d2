import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin, demoMember, renderAppRoute, stubApi } from '../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  it('offers Sign In and Sign Up to visitors', async () => {
    stubApi(null);
    renderAppRoute('/ideas');
    await screen.findByRole('heading', { level: 1, name: 'Ideas' });
    const nav = within(mainNav());
    expect(await nav.findByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cofound' })).toHaveAttribute('href', '/browse');
  });

  it('shows the Admin link to admins', async () => {
    stubApi(demoAdmin);
    renderAppRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(await within(mainNav()).findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it("marks Profile current on the member's own profile, not on another member's", async () => {
    stubApi(demoMember);
    const { router } = renderAppRoute('/profile/profile-2');
    await screen.findByRole('heading', { level: 1 });
    const profile = await within(mainNav()).findByRole('link', { name: 'Profile' });
    expect(profile).not.toHaveAttribute('aria-current');

    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    expect(within(mainNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the phone menu, and closes it on Escape and on navigation', async () => {
    stubApi(null);
    renderAppRoute('/browse');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await userEvent.click(menuButton);
    await userEvent.click(within(mainNav()).getByRole('link', { name: 'Networking' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Speed Networking' }),
    ).toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out and lands on /signin', async () => {
    stubApi(demoMember, { 'POST /api/auth/sign-out': () => ({ status: 200, body: {} }) });
    const { router } = renderAppRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('');
  });

  it('says so when signing out fails', async () => {
    stubApi(demoMember, { 'POST /api/auth/sign-out': () => ({ status: 500, body: {} }) });
    renderAppRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Failed to sign out. Please try again.')).toBeInTheDocument();
  });
});

describe('UpgradeBanner', () => {
  it('shows members the Pro offer until they dismiss it', async () => {
    stubApi(demoMember);
    renderAppRoute('/dashboard');
    const banner = await screen.findByRole('complementary', { name: 'Upgrade offer' });
    expect(within(banner).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss upgrade banner' }));
    expect(banner).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('cofound.upgrade-banner.dismissed')).toBe('true');
  });

  it('is not shown to visitors', async () => {
    stubApi(null);
    renderAppRoute('/browse');
    await screen.findByRole('heading', { level: 1, name: 'Discover Co-Founders' });
    expect(screen.queryByRole('complementary', { name: 'Upgrade offer' })).not.toBeInTheDocument();
  });
});
