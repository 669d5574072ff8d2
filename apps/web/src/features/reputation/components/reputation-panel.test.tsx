import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { ReputationPanel } from './reputation-panel';

const profileId = '11111111-1111-4111-8111-111111111111';
const base = `/api/profiles/${profileId}`;

type Answer = { status: number; body: unknown };
function stubFetch(handlers: Record<string, (init?: RequestInit) => Answer | Promise<Answer>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = await handler(init);
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel(props: Partial<Parameters<typeof ReputationPanel>[0]> = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ReputationPanel profileId={profileId} skills={['Sales', 'DevOps']} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const reputation = {
  profileId,
  totalScore: 95,
  connectionScore: 50,
  endorsementScore: 30,
  activityScore: 15,
  level: 'Beginner',
};
const endorsements = {
  profileId,
  viewerCanEndorse: true,
  skills: [
    { skill: 'Sales', count: 2, endorsedByViewer: false },
    { skill: 'DevOps', count: 0, endorsedByViewer: false },
  ],
};

function scoreOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReputationPanel', () => {
  it('falls back to total 10, connection 10, endorsement 0, activity 0 when the fetch fails', async () => {
    stubFetch({
      [`GET ${base}/reputation`]: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      }),
      [`GET ${base}/endorsements`]: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      }),
    });
    renderPanel();
    expect(await screen.findByText('Reputation could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('10', { selector: 'span' })).toBeInTheDocument();
    expect(scoreOf('Connections')).toBe('10');
    expect(scoreOf('Endorsements')).toBe('0');
    expect(scoreOf('Activity')).toBe('0');
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    // The skills still show, without counts or buttons.
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Endorse/ })).not.toBeInTheDocument();
  });

  it('shows the scores, the level and the counts per skill', async () => {
    stubFetch({
      [`GET ${base}/reputation`]: () => ({ status: 200, body: reputation }),
      [`GET ${base}/endorsements`]: () => ({
        status: 200,
        body: { ...endorsements, viewerCanEndorse: false },
      }),
    });
    renderPanel();
    expect(await screen.findByText('95')).toBeInTheDocument();
    expect(screen.getByText('5 points to Intermediate')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Intermediate' })).toHaveAttribute(
      'aria-valuenow',
      '95',
    );
    expect(scoreOf('Connections')).toBe('50');
    expect(await screen.findByText('2 endorsements')).toBeInTheDocument();
    expect(screen.queryByText('Reputation could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Endorse/ })).not.toBeInTheDocument();
  });

  it('endorses at once and keeps the new count and level from the answer', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    stubFetch({
      [`GET ${base}/reputation`]: () => ({ status: 200, body: reputation }),
      [`GET ${base}/endorsements`]: () => ({ status: 200, body: endorsements }),
      [`POST ${base}/endorsements`]: async () => {
        await answered;
        return {
          status: 201,
          body: {
            skill: { skill: 'Sales', count: 3, endorsedByViewer: true },
            reputation: {
              ...reputation,
              totalScore: 100,
              endorsementScore: 35,
              level: 'Intermediate',
            },
          },
        };
      },
    });
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Endorse Sales' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    // Optimistic: before the server answers.
    expect(await screen.findByText('3 endorsements')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endorsed Sales' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    release();
    await waitFor(() => expect(scoreOf('Endorsements')).toBe('35'));
  });

  it('undoes the optimistic endorsement and shows the server message on a refusal', async () => {
    stubFetch({
      [`GET ${base}/reputation`]: () => ({ status: 200, body: reputation }),
      [`GET ${base}/endorsements`]: () => ({ status: 200, body: endorsements }),
      [`POST ${base}/endorsements`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'You have already endorsed this skill' } },
      }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Endorse DevOps' }));
    expect(await screen.findByText('You have already endorsed this skill')).toBeInTheDocument();
    const devops = screen.getByText('DevOps', { selector: 'p' }).closest('li')!;
    await waitFor(() => expect(within(devops).getByText('0 endorsements')).toBeInTheDocument());
    expect(scoreOf('Endorsements')).toBe('30');
  });
});
