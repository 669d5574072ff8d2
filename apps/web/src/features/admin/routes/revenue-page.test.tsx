import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminRevenueMessages } from '@cofound/shared/admin/admin-revenue.schemas';
import { demoAdmin, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { revenue30, revenue7, revenueEmpty90 } from '../test-fixtures';

const REVENUE_30 = 'GET /api/admin/revenue?period=30d';
const REVENUE_7 = 'GET /api/admin/revenue?period=7d';

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** The figure a stat tile shows under its label. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

const exportLink = () => screen.getByRole('link', { name: 'Export CSV' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Page tests render the whole app; give them room on a busy machine.
describe('RevenuePage', { timeout: 20_000 }, () => {
  it("shows the period's figures, the plan split, the chart's table and the export", async () => {
    stubApi(demoAdmin, { [REVENUE_30]: () => ({ status: 200, body: revenue30 }) });
    renderAppRoute('/admin/revenue');
    expect(await screen.findByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
    await screen.findByText('Total revenue');
    expect(figure('Total revenue')).toBe('$256.00');
    expect(figure('Monthly revenue')).toBe('$256.00');
    expect(figure('MRR')).toBe('$256.00');
    expect(figure('Active subscriptions')).toBe('4');
    expect(figure('Churn')).toBe('40%');
    expect(figure('Referral rewards')).toBe('1');
    expect(screen.getByText(/2 of 5 subscriptions in force at the start/)).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('30d');

    const plans = screen.getByRole('list', { name: 'Revenue by plan' });
    expect(within(plans).getByText('$58.00')).toBeInTheDocument();
    expect(within(plans).getByText('$198.00')).toBeInTheDocument();
    expect(within(plans).getByText('77.3%')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Revenue per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(table).getByRole('row', { name: 'Feb 3 $99.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Feb 2 $0.00' })).toBeInTheDocument();

    expect(exportLink()).toHaveAttribute('href', '/api/admin/revenue/export?period=30d');
  });

  it('asks for another period, kept in the URL, with its own figures and export', async () => {
    const fetchMock = stubApi(demoAdmin, {
      [REVENUE_30]: () => ({ status: 200, body: revenue30 }),
      [REVENUE_7]: () => ({ status: 200, body: revenue7 }),
    });
    const { router } = renderAppRoute('/admin/revenue');
    await screen.findByText('Total revenue');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'));
    await screen.findByText('Monthly revenue (30-day equivalent)');
    expect(figure('Total revenue')).toBe('$128.00');
    expect(figure('Monthly revenue (30-day equivalent)')).toBe('$548.57');
    expect(figure('Churn')).toBe('25%');
    expect(
      screen.getByText(
        '1 payment in another currency is not in these figures; the export lists it.',
      ),
    ).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(REVENUE_7);
    expect(exportLink()).toHaveAttribute('href', '/api/admin/revenue/export?period=7d');
  });

  it('says when a period has no transactions, and leaves churn out when it has no base', async () => {
    stubApi(demoAdmin, {
      'GET /api/admin/revenue?period=90d': () => ({ status: 200, body: revenueEmpty90 }),
    });
    renderAppRoute('/admin/revenue?period=90d');
    expect(
      await screen.findByRole('heading', { name: 'No transactions in this period' }),
    ).toBeVisible();
    expect(figure('Total revenue')).toBe('$0.00');
    expect(screen.queryByText('Churn', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Revenue per/ })).not.toBeInTheDocument();
    expect(exportLink()).toHaveAttribute('href', '/api/admin/revenue/export?period=90d');
  });

  it('shows the failure with a retry that loads the figures', async () => {
    let calls = 0;
    stubApi(demoAdmin, {
      [REVENUE_30]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
          : { status: 200, body: revenue30 };
      },
    });
    renderAppRoute('/admin/revenue');
    expect(await screen.findByText(adminRevenueMessages.loadFailed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total revenue')).toBeVisible();
  });
});
