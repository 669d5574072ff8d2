import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin, demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => vi.unstubAllGlobals());

describe('the pricing page', () => {
  it('sends a signed-out visitor who picks a plan to sign in, remembering the plan', async () => {
    stubApi(null);
    const { router } = renderAppRoute('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/pricing?plan=pro')}`);
  });

  it('starts checkout for a free member and says so when it cannot', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi(demoMember, {
      'POST /api/billing/checkout': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Failed to create checkout session' } },
      }),
    });
    renderAppRoute('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Business' }));
    expect(
      await screen.findByText('Failed to process request. Please try again.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('marks the member plan and names the feature they came for', async () => {
    stubApi({ ...demoMember, plan: 'pro' });
    const { router } = renderAppRoute('/pricing');
    await screen.findByText('Your plan');
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Business' })).toBeDisabled();
    await router.navigate('/pricing', { state: { feature: 'agreement_templates' } });
    expect(
      await screen.findByText('Premium agreement templates come with the Pro and Business plans.'),
    ).toBeInTheDocument();
  });

  it('shows the upgrade banner to free members only, never to paid members or admins', async () => {
    stubApi(demoMember);
    renderAppRoute('/pricing');
    expect(await screen.findByRole('link', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    for (const user of [{ ...demoMember, plan: 'pro' as const }, demoAdmin]) {
      document.body.innerHTML = '';
      stubApi(user);
      renderAppRoute('/pricing');
      await screen.findByRole('heading', { name: 'Pricing' });
      expect(screen.queryByRole('complementary', { name: 'Upgrade offer' })).toBeNull();
    }
  });
});
