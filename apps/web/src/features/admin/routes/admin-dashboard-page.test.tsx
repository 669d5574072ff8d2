import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { bodyOf, page } from '../../../test/api-answers';
import { demoAdmin, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { ada, bo, grace, stats30, stats7, suspension } from '../test-fixtures';

const STATS = 'GET /api/admin/stats?period=30d';
const MEMBERS = 'GET /api/admin/members?sort=newest';
const RECENT = 'GET /api/admin/audit-log?limit=10';
const STATUS = `PUT /api/admin/members/${ada.userId}/status`;
const ROLE = `PUT /api/admin/members/${bo.userId}/role`;

/** The answers every dashboard test starts from. */
const dashboard = {
  [STATS]: () => ({ status: 200, body: stats30 }),
  [RECENT]: () => page([suspension]),
  [MEMBERS]: () => page([ada, bo]),
};

const conflict = (message: string) => ({
  status: 409,
  body: { error: { code: 'CONFLICT', message } },
});

const membersTable = () => screen.findByRole('table', { name: 'Members' });
/** A member's row (the members table is the page's only table). */
const rowOf = (name: string) => screen.findByRole('row', { name: new RegExp(name) });
const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openStatusDialog(action: string) {
  const row = await rowOf('Ada Lovelace');
  await userEvent.click(within(row).getByRole('button', { name: `${action} Ada Lovelace` }));
  return screen.findByRole('dialog', { name: `${action} Ada Lovelace?` });
}

// Page tests render the whole app; give them room on a busy machine.
describe('AdminDashboardPage', { timeout: 20_000 }, () => {
  it('shows the figures against the period before, the recent actions and the members', async () => {
    stubApi(demoAdmin, dashboard);
    renderAppRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(await within(figures).findByText('1,234')).toBeInTheDocument();
    expect(within(figures).getByText('Up 12 from the previous 30 days')).toBeInTheDocument();
    expect(within(figures).getByText('Down 5 from the previous 30 days')).toBeInTheDocument();
    expect(within(figures).getByText('No change')).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('30d');

    const recent = screen.getByRole('region', { name: 'Recent admin actions' });
    expect(await within(recent).findByText('suspended Grace Hopper')).toBeInTheDocument();
    expect(within(recent).getByText('Spam in the circles')).toBeInTheDocument();

    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/users/${ada.userId}`,
    );
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Pro')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ban Ada Lovelace' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Make admin for Ada Lovelace' })).toBeVisible();
    const admin = await rowOf('Bo Admin');
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).getByRole('button', { name: 'Remove admin for Bo Admin' })).toBeVisible();
  });

  it('reads the figures again for another period, kept in the URL', async () => {
    const fetchMock = stubApi(demoAdmin, {
      ...dashboard,
      'GET /api/admin/stats?period=7d': () => ({ status: 200, body: stats7 }),
    });
    const { router } = renderAppRoute('/admin');
    const figures = await screen.findByRole('region', { name: 'Figures' });
    await within(figures).findByText('1,234');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'));
    expect(await within(figures).findByText('1,240')).toBeInTheDocument();
    expect(within(figures).getByText('Up 10 from the previous 7 days')).toBeInTheDocument();
    expect(requested(fetchMock)).toContain('GET /api/admin/stats?period=7d');
    // The members list does not depend on the period: asked once.
    expect(requested(fetchMock).filter((call) => call === MEMBERS)).toHaveLength(1);
  });

  it('asks for the search, role, status and order in the URL', async () => {
    const fetchMock = stubApi(demoAdmin, {
      ...dashboard,
      'GET /api/admin/members?q=ada&role=user&status=active&sort=name': () => page([ada]),
      'GET /api/admin/members?q=ada&role=user&status=suspended&sort=name': () => page([]),
    });
    const { router } = renderAppRoute('/admin?q=ada&role=user&status=active&sort=name');
    await rowOf('Ada Lovelace');
    expect(screen.getByLabelText('Search members')).toHaveValue('ada');
    expect(screen.getByLabelText('Role')).toHaveValue('user');
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=ada&role=user&status=suspended&sort=name'),
    );
    expect(
      await screen.findByRole('heading', { name: 'No members match these filters' }),
    ).toBeVisible();
    expect(requested(fetchMock)).toContain(
      'GET /api/admin/members?q=ada&role=user&status=suspended&sort=name',
    );
  });

  it('searches as the admin types and sorts by email', async () => {
    const fetchMock = stubApi(demoAdmin, {
      ...dashboard,
      'GET /api/admin/members?q=grace&sort=newest': () => page([grace]),
      'GET /api/admin/members?q=grace&sort=email': () => page([grace]),
    });
    const { router } = renderAppRoute('/admin');
    await rowOf('Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Search members'), 'grace');
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace'));
    await rowOf('Grace Hopper');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'email');
    await waitFor(() => expect(router.state.location.search).toBe('?q=grace&sort=email'));
    await waitFor(() =>
      expect(requested(fetchMock)).toContain('GET /api/admin/members?q=grace&sort=email'),
    );
  });

  it("says 'No members match these filters' and clears them", async () => {
    stubApi(demoAdmin, {
      ...dashboard,
      'GET /api/admin/members?q=zzz&status=banned&sort=newest': () => page([]),
    });
    const { router } = renderAppRoute('/admin?period=7d&q=zzz&status=banned');
    expect(
      await screen.findByRole('heading', { name: 'No members match these filters' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The period stays: it is not a filter of the list.
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'));
    expect(await rowOf('Ada Lovelace')).toBeInTheDocument();
  });

  it('offers Try again when the members fail to load', async () => {
    let fail = true;
    stubApi(demoAdmin, {
      ...dashboard,
      [MEMBERS]: () => (fail ? { status: 500, body: {} } : page([ada])),
    });
    renderAppRoute('/admin');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(adminMessages.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await rowOf('Ada Lovelace')).toBeInTheDocument();
  });

  it('adds the next page below with Load more', async () => {
    stubApi(demoAdmin, {
      ...dashboard,
      [MEMBERS]: () => page([ada, bo], 'next-1'),
      'GET /api/admin/members?sort=newest&cursor=next-1': () => page([grace]),
    });
    renderAppRoute('/admin');
    await rowOf('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('Grace Hopper');
    const table = await membersTable();
    // The header row, then the three members in order.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Ada Lovelace', 'Bo Admin', 'Grace Hopper']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('suspends a member with a reason and shows the new status in the row', async () => {
    const fetchMock = stubApi(demoAdmin, {
      ...dashboard,
      [STATUS]: () => ({ status: 200, body: { ...ada, status: 'suspended' } }),
    });
    renderAppRoute('/admin');
    const dialog = await openStatusDialog('Suspend');
    expect(within(dialog).getByText(/signs them out everywhere at once/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Spam in every circle ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await toastText('Ada Lovelace is suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(call?.[1])).toEqual({ status: 'suspended', reason: 'Spam in every circle' });
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Activate Ada Lovelace' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Suspend Ada Lovelace' })).toBeNull();
  });

  it('asks for a reason before sending anything', async () => {
    const fetchMock = stubApi(demoAdmin, dashboard);
    renderAppRoute('/admin');
    const dialog = await openStatusDialog('Ban');
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByText(adminMessages.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(requested(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("shows the server's words when it refuses the change, and keeps the dialog", async () => {
    stubApi(demoAdmin, { ...dashboard, [STATUS]: () => conflict(adminMessages.ownStatus) });
    renderAppRoute('/admin');
    const dialog = await openStatusDialog('Suspend');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Testing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.ownStatus);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Testing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await rowOf('Ada Lovelace')).getByText('Active')).toBeInTheDocument();
  });

  it('removes an admin after confirming, or says why the server would not', async () => {
    let answer = conflict(adminMessages.lastAdmin) as { status: number; body: unknown };
    const fetchMock = stubApi(demoAdmin, { ...dashboard, [ROLE]: () => answer });
    renderAppRoute('/admin');
    const row = await rowOf('Bo Admin');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove admin for Bo Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bo Admin as an admin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(adminMessages.lastAdmin);

    answer = { status: 200, body: { ...bo, role: 'user' } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect(await toastText('Bo Admin is no longer an admin')).toBeInTheDocument();
    const call = fetchMock.mock.calls.findLast(([, init]) => init?.method === 'PUT');
    expect(bodyOf(call?.[1])).toEqual({ role: 'user' });
    expect(
      await within(row).findByRole('button', { name: 'Make admin for Bo Admin' }),
    ).toBeVisible();
  });
});
