import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminMatchDecision,
  AdminMatchmaking,
} from '@cofound/shared/admin/admin-matchmaking.schemas';
import { adminMessages } from '@cofound/shared/admin/admin-members.schemas';
import { page } from '../../../test/api-answers';
import { demoAdmin, renderAppRoute, stubApi } from '../../../test/render-app-route';

const FIGURES = 'GET /api/admin/matchmaking?period=30d';
const DECISIONS = 'GET /api/admin/matchmaking/decisions?period=30d';

const emptyBands = Array.from({ length: 10 }, (_, band) => ({
  from: band * 10,
  to: band === 9 ? 100 : band * 10 + 9,
  likes: 0,
  passes: 0,
  likeRate: null,
}));

const figures30: AdminMatchmaking = {
  period: '30d',
  likeRate: { count: 412, of: 1000, rate: 0.412 },
  mutualLikeRate: { count: 103, of: 412, rate: 0.25 },
  acceptanceRate: { count: 60, of: 80, rate: 0.75 },
  firstMessage: { matched: 60, messaged: 45, medianHours: 4.5 },
  scoreBands: emptyBands.map((band) =>
    band.from === 40
      ? { ...band, likes: 100, passes: 300, likeRate: 0.25 }
      : band.from === 80
        ? { ...band, likes: 312, passes: 288, likeRate: 0.52 }
        : band,
  ),
  scoreSplit: {
    threshold: 60,
    high: { count: 312, of: 600, rate: 0.52 },
    low: { count: 100, of: 400, rate: 0.25 },
  },
  likeOutscoresPass: 0.64,
};

const figures7: AdminMatchmaking = {
  ...figures30,
  period: '7d',
  likeRate: { count: 0, of: 0, rate: null },
  mutualLikeRate: { count: 0, of: 0, rate: null },
  acceptanceRate: { count: 1, of: 1, rate: 1 },
  firstMessage: { matched: 1, messaged: 0, medianHours: null },
  scoreBands: emptyBands,
  scoreSplit: null,
  likeOutscoresPass: null,
};

const member = (name: string) => ({
  userId: `user-${name.toLowerCase()}`,
  profileId: `profile-${name.toLowerCase()}`,
  name,
  imageUrl: null,
});

const adaLikesBo: AdminMatchDecision = {
  id: 'decision-1',
  user: member('Ada'),
  profile: member('Bo'),
  liked: true,
  score: 0.87,
  createdAt: '2026-03-01T10:00:00.000Z',
  decidedAt: '2026-03-01T10:00:00.000Z',
};

const boPassesCy: AdminMatchDecision = {
  ...adaLikesBo,
  id: 'decision-2',
  user: member('Bo'),
  profile: member('Cy'),
  liked: false,
  score: 0.31,
};

const matchmaking = {
  [FIGURES]: () => ({ status: 200, body: figures30 }),
  [DECISIONS]: () => page([adaLikesBo]),
};

const requested = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** A rate's card: its name, figure and the counts behind it. */
const card = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;

const decisionsList = () => screen.findByRole('list', { name: 'Match decisions' });

beforeEach(() => {
  // The chart sizes itself to its box.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Page tests render the whole app; give them room on a busy machine.
describe('MatchmakingPage', { timeout: 20_000 }, () => {
  it('shows the rates, whether the score predicts likes, and the decisions', async () => {
    stubApi(demoAdmin, matchmaking);
    renderAppRoute('/admin/matchmaking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Matchmaking' })).toBeVisible();
    const rates = screen.getByRole('region', { name: 'Rates' });
    expect(await within(rates).findByText('41%')).toBeInTheDocument();
    expect(card('Like rate')).toHaveTextContent('41%412 likes of 1,000 decisions');
    expect(card('Mutual-like rate')).toHaveTextContent('25%103 of 412 likes liked back');
    expect(card('Acceptance rate')).toHaveTextContent('75%60 of 80 connection requests accepted');
    expect(card('Time to first message')).toHaveTextContent(
      '4.5 hoursMedian; 45 of 60 pairs matched in the period have written',
    );
    expect(screen.getByLabelText('Period')).toHaveValue('30d');

    const score = screen.getByRole('region', { name: 'Does the score predict likes?' });
    expect(
      within(score).getByText(
        'Members like high-score suggestions 2.1x as often as low-score ones.',
      ),
    ).toBeInTheDocument();
    expect(
      within(score).getByText(
        '52% of 600 suggestions scoring 60% or more were liked, against 25% of 400 scoring under 60%.',
      ),
    ).toBeInTheDocument();
    const bands = within(score).getByRole('table', { name: 'Likes and passes per score band' });
    const band80 = within(bands).getByRole('row', { name: /80-89%/ });
    expect(
      within(band80)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['312', '288', '52%']);

    const list = await decisionsList();
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('liked')).toBeInTheDocument();
    expect(within(item).getByText('87% match')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Ada' })).toHaveAttribute(
      'href',
      '/admin/users/user-ada',
    );
    expect(within(item).getByRole('link', { name: 'Bo' })).toHaveAttribute(
      'href',
      '/admin/users/user-bo',
    );
  });

  it('reads another period, kept in the URL, and shows no rate where nothing was rated', async () => {
    const fetchMock = stubApi(demoAdmin, {
      ...matchmaking,
      'GET /api/admin/matchmaking?period=7d': () => ({ status: 200, body: figures7 }),
      'GET /api/admin/matchmaking/decisions?period=7d': () => page([]),
    });
    const { router } = renderAppRoute('/admin/matchmaking');
    const rates = await screen.findByRole('region', { name: 'Rates' });
    await within(rates).findByText('41%');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7d');
    await waitFor(() => expect(router.state.location.search).toBe('?period=7d'));
    expect(await within(rates).findByText('0 likes of 0 decisions')).toBeInTheDocument();
    expect(within(rates).getAllByText('Nothing to rate yet')).toHaveLength(2);
    expect(card('Time to first message')).toHaveTextContent('No first message yet');
    // One of each: the nouns agree with their counts.
    expect(card('Acceptance rate')).toHaveTextContent('100%1 of 1 connection request accepted');
    expect(card('Time to first message')).toHaveTextContent(
      'Median; 0 of 1 pair matched in the period have written',
    );
    expect(within(rates).getByText(/No decisions in this period: likes and passes/)).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'No decisions in this period' }),
    ).toBeVisible();
    expect(requested(fetchMock)).toContain('GET /api/admin/matchmaking/decisions?period=7d');
  });

  it('filters the decisions by like or pass and by name, in the URL, and clears them', async () => {
    const fetchMock = stubApi(demoAdmin, {
      ...matchmaking,
      'GET /api/admin/matchmaking/decisions?period=30d&liked=no': () => page([boPassesCy]),
      'GET /api/admin/matchmaking/decisions?period=30d&liked=no&q=zed': () => page([]),
    });
    const { router } = renderAppRoute('/admin/matchmaking');
    await decisionsList();
    await userEvent.selectOptions(screen.getByLabelText('Decision'), 'no');
    await waitFor(() => expect(router.state.location.search).toBe('?liked=no'));
    expect(await screen.findByText('passed on')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search members'), 'zed');
    await waitFor(() => expect(router.state.location.search).toBe('?liked=no&q=zed'));
    expect(
      await screen.findByRole('heading', { name: 'No decisions match these filters' }),
    ).toBeVisible();
    expect(requested(fetchMock)).toContain(
      'GET /api/admin/matchmaking/decisions?period=30d&liked=no&q=zed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const item = within(await decisionsList()).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Ada' })).toBeInTheDocument();
  });

  it('adds the next page with Load more', async () => {
    stubApi(demoAdmin, {
      ...matchmaking,
      [DECISIONS]: () => page([adaLikesBo], 'next-1'),
      [`${DECISIONS}&cursor=next-1`]: () => page([boPassesCy]),
    });
    renderAppRoute('/admin/matchmaking');
    await decisionsList();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('passed on');
    expect(within(await decisionsList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('offers Try again when the figures or the decisions fail to load', async () => {
    let fail = true;
    stubApi(demoAdmin, {
      [FIGURES]: () => (fail ? { status: 500, body: {} } : { status: 200, body: figures30 }),
      [DECISIONS]: () => (fail ? { status: 500, body: {} } : page([adaLikesBo])),
    });
    renderAppRoute('/admin/matchmaking');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2),
    );
    expect(screen.getAllByText(adminMessages.loadFailed)).toHaveLength(2);
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) {
      await userEvent.click(retry);
    }
    expect(await screen.findByText('41%')).toBeInTheDocument();
    expect(await decisionsList()).toBeInTheDocument();
  });
});
