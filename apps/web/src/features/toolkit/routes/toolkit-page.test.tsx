import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALES_EMAIL } from '@cofound/shared/billing/plan';
import { toolkitMessages } from '@cofound/shared/toolkit/toolkit.messages';
import { page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const proMember = { ...demoMember, plan: 'pro' as const };

const tool = (name: string) => screen.getByRole('article', { name });

describe('/toolkit', () => {
  it('lists the six tools with their kind, premium badges and the Enterprise contact', async () => {
    stubApi(demoMember);
    renderAppRoute('/toolkit');
    const list = await screen.findByRole('list', { name: 'Tools' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual([
      'tool-equity-calculator',
      'tool-vesting-calculator',
      'tool-business-model-canvas',
      'tool-financial-projections',
      'tool-pitch-deck',
      'tool-investor-database',
    ]);
    expect(within(tool('Equity Calculator')).queryByText('Premium')).not.toBeInTheDocument();
    expect(within(tool('Vesting Calculator')).getByText('Premium')).toBeInTheDocument();
    expect(within(tool('Investor Database')).getByText('Resource')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: toolkitMessages.contactSales })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${SALES_EMAIL}`)),
    );
  });

  it('sends a free member from a premium tool to the plans, with the feature hint', async () => {
    stubApi(demoMember);
    const { router } = renderAppRoute('/toolkit');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upgrade to use Vesting Calculator' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.location.state).toEqual({ feature: 'startup_toolkit' });
  });

  it('sends a visitor to sign in and back', async () => {
    stubApi(null);
    const { router } = renderAppRoute('/toolkit');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign in to use Equity Calculator' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?from=%2Ftoolkit');
  });

  it('opens the equity calculator in the page, with a way back to the list', async () => {
    stubApi(demoMember);
    const { router } = renderAppRoute('/toolkit');
    await userEvent.click(await screen.findByRole('link', { name: 'Open Equity Calculator' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Equity Calculator' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/toolkit');
    await userEvent.click(screen.getByRole('link', { name: 'All tools' }));
    expect(await screen.findByRole('list', { name: 'Tools' })).toBeInTheDocument();
  });

  it('opens premium tools for a Pro member', async () => {
    stubApi(proMember);
    renderAppRoute('/toolkit');
    expect(await screen.findByRole('link', { name: 'Open Pitch Deck Builder' })).toHaveAttribute(
      'href',
      '/toolkit/pitch-deck',
    );
  });
});

describe('a premium tool page', () => {
  it('shows a free member what unlocks it, without leaving the page on its own', async () => {
    stubApi(demoMember);
    const { router } = renderAppRoute('/toolkit/pitch-deck');
    expect(
      await screen.findByRole('heading', {
        name: 'The Pitch Deck Builder is part of Pro and Business',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/toolkit/pitch-deck');
    await userEvent.click(screen.getByRole('button', { name: 'See plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('shows a Pro member the investor database, empty until partners are added', async () => {
    stubApi(proMember, { 'GET /api/toolkit/investors': () => page([]) });
    renderAppRoute('/toolkit/investor-database');
    expect(
      await screen.findByRole('heading', { name: toolkitMessages.noInvestors }),
    ).toBeInTheDocument();
    expect(screen.getByText(toolkitMessages.noInvestorsHint)).toBeInTheDocument();
  });
});
