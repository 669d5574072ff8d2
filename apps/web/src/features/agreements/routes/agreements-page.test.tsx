import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agreementCatalogue } from '@cofound/shared/agreements/agreements.catalogue';
import { agreementMessages as m } from '@cofound/shared/agreements/agreements.schemas';
import { premiumRequiredMessage } from '@cofound/shared/billing/plan';
import type { SessionUser } from '@cofound/shared/session/session.schemas';
import { routes } from '../../../app/routes';
import { createQueryClient } from '../../../lib/query-client';
import { demoMember } from '../../../test/render-app-route';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const project = {
  id: '7d0e8c0a-1b2c-4d5e-8f90-123456789abc',
  title: 'Ledgerly',
  industry: 'Finance',
  stage: 'mvp',
  teamSize: 1,
  openRoles: [],
  createdAt: '2026-01-02T10:00:00.000Z',
};
const person = (name: string, title: string) => ({
  profileId: `profile-${name}`,
  name,
  title,
  imageUrl: null,
});

/** Answers the session, the catalogue and the member's projects; `handlers` add or replace. */
function stubApi(user: SessionUser | null, handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/session': () => json({ user }),
    'GET /api/agreements': () => json({ items: agreementCatalogue }),
    'GET /api/projects/mine?limit=50': () => json({ items: [project], nextCursor: null }),
    'GET /api/projects/joined?limit=50': () => json({ items: [], nextCursor: null }),
    [`GET /api/projects/${project.id}`]: () =>
      json({
        ...project,
        description: 'Books',
        skillsNeeded: [],
        rolesNeeded: [],
        fundingNeeded: false,
        fundingAmount: null,
        equity: null,
        minExperience: 0,
        updatedAt: project.createdAt,
        owner: person('Ada Lovelace', 'CEO'),
        team: {
          id: 'team-1',
          name: 'Ledgerly',
          members: [
            { ...person('Ada Lovelace', 'CEO'), role: 'owner', joinedAt: project.createdAt },
            { ...person('Grace Hopper', 'CTO'), role: 'member', joinedAt: project.createdAt },
            { ...person('Katherine Johnson', 'COO'), role: 'member', joinedAt: project.createdAt },
          ],
        },
        viewerCanEdit: true,
        viewerIsMember: false,
        viewerInvitation: null,
        pending: [],
      }),
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = all[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : new Response(null, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage(state: unknown = null, path = '/agreements') {
  vi.stubGlobal(
    'WebSocket',
    class {
      send() {}
      close() {}
    },
  );
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Company name'), 'Ledgerly Labs');
  await user.type(screen.getByLabelText('Governing law'), 'England and Wales');
  const [first, second] = screen.getAllByLabelText('Full name');
  const [firstRole, secondRole] = screen.getAllByLabelText('Role');
  await user.type(first!, 'Ada Lovelace');
  await user.type(firstRole!, 'CEO');
  await user.type(second!, 'Grace Hopper');
  await user.type(secondRole!, 'CTO');
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing a whole form key by key takes a while on a busy machine.
describe('the agreements page', { timeout: 20_000 }, () => {
  it('lists the five templates, with a lock on premium ones for a free member', async () => {
    stubApi(demoMember);
    renderPage();
    const list = await screen.findByRole('heading', { name: 'Templates' });
    const cards = within(list.parentElement!).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByText('Basic')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { pressed: true })).toHaveTextContent('Selected');
    for (const card of cards.slice(1)) {
      expect(
        within(card).getByText(/locked: part of the Pro and Business plans/),
      ).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Upgrade to use/ })).toBeInTheDocument();
    }
  });

  it('sends a free member who picks a premium template to /pricing with the hint', async () => {
    stubApi(demoMember);
    const router = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Upgrade to use Exit Terms Agreement' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.location.state).toEqual({ feature: 'agreement_templates' });
  });

  it('sends a visitor who downloads to sign in, and back to the template they chose', async () => {
    stubApi(null);
    const router = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use this template Multi-Founder Agreement' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(
      `?from=${encodeURIComponent('/agreements?template=multi-founder')}`,
    );
  });

  it('says what is wrong, per field, and puts the focus on the first one', async () => {
    const fetchMock = stubApi(demoMember);
    const user = userEvent.setup();
    renderPage();
    const equities = await screen.findAllByLabelText('Equity');
    await user.clear(equities[0]!);
    await user.type(equities[0]!, '40.555');
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));

    const company = screen.getByLabelText('Company name');
    expect(company).toHaveAccessibleDescription(m.companyNameRequired);
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveFocus();
    expect(screen.getByLabelText('Governing law')).toHaveAccessibleDescription(
      expect.stringContaining(m.governingLawRequired),
    );
    expect(screen.getAllByLabelText('Full name')[0]).toHaveAccessibleDescription(
      m.founderNameRequired,
    );
    // Its own message, and the list's: Equal Split shares must be equal.
    expect(equities[0]).toHaveAccessibleDescription(`${m.equityDecimals} ${m.equalSplit}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');

    // The messages follow the corrections.
    await user.type(company, 'Ledgerly Labs');
    expect(company).not.toHaveAttribute('aria-invalid');
    await user.clear(equities[0]!);
    await user.type(equities[0]!, '60');
    expect(equities[0]).toHaveAccessibleDescription(m.equityTotal);
    expect(equities[1]).toHaveAccessibleDescription(m.equityTotal);
    expect(screen.getByText('Total 110%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Split equally' }));
    expect(equities[0]).toHaveValue('50');
    expect(equities[0]).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/agreements/equal-split/document',
      expect.anything(),
    );
  });

  it('downloads the filled agreement, showing Preparing… meanwhile', async () => {
    const createObjectURL = vi.fn(() => 'blob:agreement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi(demoMember, {
      'POST /api/agreements/equal-split/document': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderPage();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByRole('button', { name: m.preparing })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download Word (.docx)' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/document'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      format: 'pdf',
      terms: {
        companyName: 'Ledgerly Labs',
        effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        governingLaw: 'England and Wales',
        founders: [
          { name: 'Ada Lovelace', role: 'CEO', equityPercent: 50 },
          { name: 'Grace Hopper', role: 'CTO', equityPercent: 50 },
        ],
        vestingMonths: 48,
        cliffMonths: 12,
        acceleration: 'double',
      },
    });
    answer(
      new Response(new Blob(['%PDF-1.3']), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="ledgerly-labs-equal-split.pdf"',
        },
      }),
    );
    expect(await screen.findByText('Downloaded ledgerly-labs-equal-split.pdf')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('shows the server’s words when a plan is needed, else the catalogue’s failure', async () => {
    stubApi(
      { ...demoMember, plan: 'pro' },
      {
        'POST /api/agreements/exit-terms/document': () =>
          json({ error: { code: 'PREMIUM_REQUIRED', message: premiumRequiredMessage } }, 403),
        'POST /api/agreements/equal-split/document': () =>
          json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500),
      },
    );
    const user = userEvent.setup();
    renderPage(null, '/agreements');
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    expect(await screen.findByText(m.downloadFailed)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Use this template Exit Terms Agreement' }),
    );
    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    expect(await screen.findByText(premiumRequiredMessage)).toBeInTheDocument();
  });

  it('fills the founders in from the equity calculator', async () => {
    stubApi(demoMember);
    renderPage({
      founders: [
        { name: 'Ada Lovelace', role: 'CEO', equityPercent: 51.25 },
        { name: 'Grace Hopper', role: 'CTO', equityPercent: 33.75 },
        { name: 'Katherine Johnson', role: 'COO', equityPercent: 15 },
      ],
    });
    expect(await screen.findByText(/Filled in from the equity calculator/)).toBeInTheDocument();
    const names = screen.getAllByLabelText('Full name');
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Katherine Johnson',
    ]);
    expect(
      screen.getAllByLabelText('Equity').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['51.25', '33.75', '15']);
    expect(screen.getByText('Total 100%')).toBeInTheDocument();
  });

  it('fills the founders in from a project team, and the company from its title', async () => {
    stubApi(demoMember);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Use this team' }));
    expect(await screen.findByText(/Filled in from the team of Ledgerly/)).toBeInTheDocument();
    expect(
      screen.getAllByLabelText('Full name').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson']);
    expect(
      screen.getAllByLabelText('Role').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['CEO', 'CTO', 'COO']);
    expect(
      screen.getAllByLabelText('Equity').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['33.34', '33.33', '33.33']);
    expect(screen.getByLabelText('Company name')).toHaveValue('Ledgerly');
  });

  it('keeps what a visitor typed for when they come back', async () => {
    stubApi(null);
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Company name'), 'Tidewatch');
    document.body.innerHTML = '';
    renderPage();
    expect(await screen.findByLabelText('Company name')).toHaveValue('Tidewatch');
  });

  it('says when the templates cannot be loaded', async () => {
    stubApi(null, {
      'GET /api/agreements': () => json({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    renderPage();
    expect(await screen.findByText(m.loadFailed, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
