import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnersMessages } from '@cofound/shared/partners/partners.schemas';
import { page } from '../../../test/api-answers';
import { demoMember, renderAppRoute, stubApi } from '../../../test/render-app-route';

const INVESTORS = 'GET /api/toolkit/investors';
const proMember = { ...demoMember, plan: 'pro' as const };
const harbor = {
  id: 'inv-1',
  name: 'Harbor Seed Fund',
  domain: 'harborseed.example',
  memberCount: 1,
};
const northstar = {
  id: 'inv-2',
  name: 'Northstar Ventures',
  domain: 'northstar.example',
  memberCount: 9,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvestorDatabasePage', { timeout: 20_000 }, () => {
  it('lists the partner investors with their sites and founders, page after page', async () => {
    stubApi(proMember, {
      [INVESTORS]: () => page([harbor], 'next-1'),
      [`${INVESTORS}?cursor=next-1`]: () => page([northstar]),
    });
    renderAppRoute('/toolkit/investor-database');
    const list = await screen.findByRole('list', { name: 'Partner investors' });
    expect(within(list).getByRole('heading', { name: 'Harbor Seed Fund' })).toBeInTheDocument();
    expect(within(list).getByText('1 founder on Cofound')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /harborseed\.example/ })).toHaveAttribute(
      'href',
      'https://harborseed.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('9 founders on Cofound')).toBeInTheDocument();
  });

  it('offers Try again when the investors fail to load', async () => {
    let fail = true;
    stubApi(proMember, {
      [INVESTORS]: () => (fail ? { status: 500, body: {} } : page([harbor])),
    });
    renderAppRoute('/toolkit/investor-database');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(partnersMessages.investorsFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Harbor Seed Fund' })).toBeInTheDocument();
  });

  it('asks a free member to upgrade, without asking for the list', async () => {
    const fetchMock = stubApi(demoMember);
    renderAppRoute('/toolkit/investor-database');
    expect(
      await screen.findByRole('heading', {
        name: 'The Investor Database is part of Pro and Business',
      }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/investors'))).toBe(false);
  });
});
