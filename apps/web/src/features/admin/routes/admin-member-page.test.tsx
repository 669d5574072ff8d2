import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { demoAdmin, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { ada, adaDetail } from '../test-fixtures';

const DETAIL = `GET /api/admin/members/${ada.userId}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.getByRole('region', { name });

// Page tests render the whole app; give them room on a busy machine.
describe('AdminMemberPage', { timeout: 20_000 }, () => {
  it('shows who the member is and each section about them', async () => {
    stubApi(demoAdmin, { [DETAIL]: () => ({ status: 200, body: adaDetail }) });
    renderAppRoute(`/admin/users/${ada.userId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Pro plan until Jan 15, 2027')).toBeInTheDocument();
    expect(screen.getByText('Joined Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Email verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      `/profile/${ada.profileId}`,
    );
    expect(screen.getByRole('button', { name: 'Suspend Ada Lovelace' })).toBeVisible();

    expect(within(section('Connections')).getByText('7')).toBeInTheDocument();
    expect(within(section('Sessions')).getByText(/2 live sessions/)).toBeInTheDocument();
    const about = section('Reports about them');
    expect(within(about).getByText('3 reports')).toBeInTheDocument();
    expect(within(about).getByText('Spam')).toBeInTheDocument();
    expect(within(about).getByText('Open')).toBeInTheDocument();
    expect(within(about).getByText(/Reported by Grace Hopper/)).toBeInTheDocument();
    expect(
      within(section('Reports they made')).getByText('They have not reported anyone.'),
    ).toBeInTheDocument();
    const transactions = section('Transactions');
    expect(within(transactions).getByText('$29')).toBeInTheDocument();
    expect(within(transactions).getByText('Pro · Free month (referral)')).toBeInTheDocument();
    expect(within(transactions).getByText('$0.00')).toBeInTheDocument();
    expect(
      within(section('Status and role history')).getByText('made Ada Lovelace an admin'),
    ).toBeInTheDocument();
  });

  it('changes the status from the page with the same dialog', async () => {
    let detail = adaDetail;
    stubApi(demoAdmin, {
      [DETAIL]: () => ({ status: 200, body: detail }),
      [`PUT /api/admin/members/${ada.userId}/status`]: () => {
        detail = { ...adaDetail, member: { ...adaDetail.member, status: 'banned' } };
        return { status: 200, body: { ...ada, status: 'banned' } };
      },
    });
    renderAppRoute(`/admin/users/${ada.userId}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ban Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ada Lovelace?' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Scam messages');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await toastText('Ada Lovelace is banned')).toBeInTheDocument();
    expect(await screen.findByText('Banned')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activate Ada Lovelace' })).toBeVisible(),
    );
    // The Ban button is gone: focus lands on the member's first action, not on the page.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activate Ada Lovelace' })).toHaveFocus(),
    );
  });

  it("says 'Member not found' with a way back for an unknown member", async () => {
    stubApi(demoAdmin, {
      'GET /api/admin/members/nobody': () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: adminMessages.memberNotFound } },
      }),
    });
    renderAppRoute('/admin/users/nobody');
    expect(
      await screen.findByRole('heading', { level: 2, name: adminMessages.memberNotFound }),
    ).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Back to the dashboard' })[0]).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('offers Try again when the member fails to load', async () => {
    stubApi(demoAdmin, { [DETAIL]: () => ({ status: 500, body: {} }) });
    renderAppRoute(`/admin/users/${ada.userId}`);
    expect(await screen.findByText(adminMessages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
