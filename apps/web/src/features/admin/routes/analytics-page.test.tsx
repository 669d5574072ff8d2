import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAnalyticsMessages } from '@cofound/shared/admin/admin-analytics.schemas';
import { demoAdmin, renderAppRoute, stubApi } from '../../../test/render-app-route';
import { analytics30, analyticsQuiet7 } from '../test-fixtures';

const ANALYTICS_30 = 'GET /api/admin/analytics?period=30d';
const ANALYTICS_7 = 'GET /api/admin/analytics?period=7d';

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** The figure a stat tile shows under its label. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** A stat tile: its label, figure and the line under it. */
const tile = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Page tests render the whole app; give them room on a busy machine.
describe('AnalyticsPage', { timeout: 20_000 }, () => {
  it('shows the figures, the activity tables, the retention table and the top reputation', async () => {
    stubApi(demoAdmin, { [ANALYTICS_30]: () => ({ status: 200, body: analytics30 }) });
    renderAppRoute('/admin/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await screen.findByText('Daily active members');
    expect(figure('Daily active members')).toBe('2');
    expect(figure('Busiest day')).toBe('4');
    expect(within(tile('Busiest day')).getByText('Feb 14')).toBeInTheDocument();
    expect(figure('Weekly active members')).toBe('8');
    expect(screen.getByText('Week of Mar 2, the last full week')).toBeInTheDocument();
    expect(figure('Re-engagement')).toBe('25%');
    expect(screen.getByText('3 of 12 members inactive for 30 days came back')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('30d');

    const perDay = screen.getByRole('table', { name: 'Active members per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    const perWeek = screen.getByRole('table', { name: 'Active members per week' });
    expect(within(perWeek).getByRole('row', { name: 'Week of Mar 9 (so far) 3' })).toBeVisible();

    const retention = screen.getByRole('table', { name: 'Retention by signup week' });
    const headers = within(retention)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Signup week',
      'Members',
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((w) => `Week ${w}`),
    ]);
    const oldest = within(retention).getByRole('row', { name: /^Week of Jan 19/ });
    expect(within(oldest).getAllByText('50%')).toHaveLength(1);
    expect(within(oldest).getAllByText('25%')).toHaveLength(7);
    const newest = within(retention).getByRole('row', { name: /^Week of Mar 9/ });
    expect(within(newest).getAllByText('Not yet')).toHaveLength(7);
    const empty = within(retention).getByRole('row', { name: /^Week of Mar 2/ });
    expect(within(empty).getAllByText('–')).toHaveLength(2);

    const top = screen.getByRole('region', { name: 'Top reputation' });
    const links = within(top).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Grace Hopper', '/admin/users/user-grace'],
      ['Ada Lovelace', '/admin/users/user-ada'],
    ]);
    expect(within(top).getByText('1,250')).toBeInTheDocument();
  });

  it('asks for another period, kept in the URL, and says what a quiet period lacks', async () => {
    const fetchMock = stubApi(demoAdmin, {
      [ANALYTICS_30]: () => ({ status: 200, body: analytics30 }),
      [ANALYTICS_7]: () => ({ status: 200, body: analyticsQuiet7 }),
    });
    const { router } = renderAppRoute('/admin/analytics');
    await screen.findByText('Daily active members');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'));
    expect(await screen.findByText('No member was active in this period.')).toBeVisible();
    expect(requested(fetchMock)).toContain(ANALYTICS_7);
    expect(figure('Daily active members')).toBe('0');
    expect(figure('Busiest day')).toBe('None');
    expect(screen.queryByText('Weekly active members', { selector: 'dt' })).not.toBeInTheDocument();
    expect(figure('Re-engagement')).toBe('None');
    expect(
      screen.getByText('No member had been inactive for 30 days when the period began'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nobody signed up in the last 8 weeks.')).toBeVisible();
    expect(screen.getByText('No member has earned reputation yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the failure word for word with a retry that loads the figures', async () => {
    let calls = 0;
    stubApi(demoAdmin, {
      [ANALYTICS_30]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }
          : { status: 200, body: analytics30 };
      },
    });
    renderAppRoute('/admin/analytics');
    expect(await screen.findByText(adminAnalyticsMessages.loadFailed)).toBeVisible();
    expect(adminAnalyticsMessages.loadFailed).toBe(
      'Failed to load analytics data. Please try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Daily active members')).toBeVisible();
  });
});
