import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminReportMessages, type AdminReport } from '@cofound/shared/admin/admin-reports.schemas';
import { bodyOf, page } from '../../../test/api-answers';
import { demoAdmin, renderAppRoute, stubApi, toastText } from '../../../test/render-app-route';
import { ada, ideaReport, profileReport, removedReport } from '../test-fixtures';

const OPEN = 'GET /api/admin/reports?status=open';
const COUNT = 'GET /api/admin/reports/count';
const DECIDE = `PUT /api/admin/reports/${ideaReport.id}`;

const card = (name: string) => screen.findByRole('article', { name });
const IDEA_CARD = `Idea by ${ada.name}`;
const PROFILE_CARD = `Profile of ${ada.name}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDialog(cardName: string, action: string, dialogName: string) {
  await userEvent.click(within(await card(cardName)).getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: dialogName });
}

// Page tests render the whole app; give them room on a busy machine.
describe('AdminReportsPage', { timeout: 20_000 }, () => {
  it('shows each open report with its content in context, the people and the counts', async () => {
    stubApi(demoAdmin, {
      [OPEN]: () => page([ideaReport, profileReport]),
      [COUNT]: () => ({ status: 200, body: { open: 2 } }),
    });
    renderAppRoute('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const admin = screen.getByRole('navigation', { name: 'Admin' });
    expect(await within(admin).findByRole('link', { name: 'Reports (2 open)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const tabs = screen.getByRole('navigation', { name: 'Report status' });
    expect(within(tabs).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const idea = await card(IDEA_CARD);
    expect(within(idea).getByText('Scam or fraud')).toBeInTheDocument();
    expect(within(idea).getByText('Asks for a fee before talking.')).toBeInTheDocument();
    expect(within(idea).getByText('Idea: Easy money')).toBeInTheDocument();
    expect(within(idea).getByText('Pay 50 dollars to join my startup.')).toBeInTheDocument();
    expect(within(idea).getByRole('link', { name: 'Open the page of this idea' })).toHaveAttribute(
      'href',
      '/ideas?comments=idea-1',
    );
    expect(within(idea).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/user-grace',
    );
    expect(within(idea).getByRole('link', { name: ada.name })).toHaveAttribute(
      'href',
      `/admin/users/${ada.userId}`,
    );
    expect(within(idea).getByText('Open reports on this idea').nextSibling).toHaveTextContent('2');
    expect(within(idea).getByText(`Open reports about ${ada.name}`).nextSibling).toHaveTextContent(
      '3',
    );
    const actions = within(idea).getByRole('group', { name: 'Decide' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remove content', 'Warn', 'Suspend', 'Ban']);

    // A profile has nothing to remove: suspend or ban instead.
    const profile = await card(PROFILE_CARD);
    expect(within(profile).getByText('The report is about the profile itself.')).toBeVisible();
    expect(within(profile).queryByRole('button', { name: 'Remove content' })).toBeNull();
  });

  it('asks for a note before warning, decides, and moves focus to the next report', async () => {
    let open: AdminReport[] = [ideaReport, profileReport];
    const fetchMock = stubApi(demoAdmin, {
      [OPEN]: () => page(open),
      [COUNT]: () => ({ status: 200, body: { open: open.length } }),
      [DECIDE]: () => {
        open = [profileReport];
        return {
          status: 200,
          body: {
            ...ideaReport,
            status: 'resolved',
            openOnTarget: 0,
            decision: {
              decision: 'warned',
              note: 'Stop asking for fees.',
              adminName: 'Demo Member',
              decidedAt: '2026-03-05T10:00:00.000Z',
            },
            alsoDecided: 1,
          },
        };
      },
    });
    renderAppRoute('/admin/reports');
    const dialog = await openDialog(IDEA_CARD, 'Warn', `Warn ${ada.name}?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));
    expect(await within(dialog).findByText(adminReportMessages.noteRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Stop asking for fees.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));

    expect(
      await toastText(`${ada.name} was warned (and 1 other report on the same thing)`),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => `${init?.method} ${String(url)}` === DECIDE,
    );
    expect(bodyOf(sent?.[1])).toEqual({ action: 'warn', note: 'Stop asking for fees.' });
    await waitFor(() => expect(screen.queryByRole('article', { name: IDEA_CARD })).toBeNull());
    await waitFor(() => expect(screen.getByRole('article', { name: PROFILE_CARD })).toHaveFocus());
  });

  it("says a report someone else decided first, in the server's words", async () => {
    stubApi(demoAdmin, {
      [OPEN]: () => page([ideaReport]),
      [COUNT]: () => ({ status: 200, body: { open: 1 } }),
      [DECIDE]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: adminReportMessages.alreadyDecided } },
      }),
    });
    renderAppRoute('/admin/reports');
    const dialog = await openDialog(IDEA_CARD, 'Dismiss', 'Dismiss this report?');
    expect(within(dialog).getByLabelText('Note (optional)')).not.toBeRequired();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText(adminReportMessages.alreadyDecided)).toBeVisible();
  });

  it('shows decided reports under their tab, with the decision and no actions', async () => {
    stubApi(demoAdmin, {
      'GET /api/admin/reports?status=resolved': () => page([removedReport]),
      [COUNT]: () => ({ status: 200, body: { open: 0 } }),
    });
    renderAppRoute('/admin/reports?status=resolved');
    const decided = await card(`Comment by ${ada.name}`);
    expect(within(decided).getByText(adminReportMessages.contentRemoved)).toBeVisible();
    expect(within(decided).getByText('Content removed')).toBeVisible();
    expect(within(decided).getByText(/by Bo Admin/)).toBeVisible();
    expect(within(decided).getByText('Note: A scam, twice over')).toBeVisible();
    expect(within(decided).queryByRole('group', { name: 'Decide' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Report status' });
    expect(within(tabs).getByRole('link', { name: 'Resolved' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // No open report: no badge.
    expect(screen.getByRole('link', { name: 'Reports' })).toBeVisible();
  });

  it('says when the queue is empty, and offers to try again when it failed', async () => {
    stubApi(demoAdmin, {
      [OPEN]: () => page([]),
      'GET /api/admin/reports?status=dismissed': () => ({ status: 500, body: {} }),
    });
    const { router } = renderAppRoute('/admin/reports');
    expect(await screen.findByText(adminReportMessages.noOpenReports)).toBeVisible();
    await router.navigate('/admin/reports?status=dismissed');
    expect(await screen.findByText(adminReportMessages.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
