import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInStats } from '@cofound/shared/check-in/check-in.schemas';
import { toast, Toaster } from '../../../components/ui/toaster';
import { CheckInCard } from './check-in-card';

type Answer = { status: number; body: unknown };
function stubFetch(handlers: Record<string, () => Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const handler = handlers[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) return new Response(null, { status: 404 });
    const { status, body } = handler();
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCard() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <CheckInCard />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** 30 days up to 24 November 2024; checked in on the days given (date -> points). */
function statsWith(checkIns: Record<string, number>, fields: Partial<CheckInStats> = {}) {
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2024, 9, 26 + index)).toISOString().slice(0, 10);
    const points = checkIns[date];
    return { date, checkedIn: points !== undefined, points: points ?? 0 };
  });
  return {
    today: '2024-11-24',
    checkedInToday: false,
    currentStreak: 3,
    pointsToday: 0,
    totalPoints: 30,
    nextBonus: { days: 2, points: 15 },
    days,
    ...fields,
  } satisfies CheckInStats;
}

const before = statsWith({ '2024-11-21': 10, '2024-11-22': 10, '2024-11-23': 10 });
const after = statsWith(
  { '2024-11-21': 10, '2024-11-22': 10, '2024-11-23': 10, '2024-11-24': 10 },
  {
    checkedInToday: true,
    currentStreak: 4,
    pointsToday: 10,
    totalPoints: 40,
    nextBonus: { days: 1, points: 15 },
  },
);
const error = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('CheckInCard', () => {
  it('shows the streak, today’s points, the next bonus and the last 30 days', async () => {
    stubFetch({ 'GET /api/check-in': () => ({ status: 200, body: before }) });
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Daily check-in' })).toBeInTheDocument();
    expect(await screen.findByText('2 more days to +15 points')).toBeInTheDocument();
    expect(screen.getByText('Streak').nextElementSibling).toHaveTextContent('3days');
    expect(screen.getByText('Points today').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Today’s check-in earns 10 points.')).toBeInTheDocument();

    const calendar = screen.getByRole('list', { name: 'Last 30 days' });
    const days = within(calendar).getAllByRole('listitem');
    expect(days).toHaveLength(30);
    expect(days[28]).toHaveTextContent('23 November: checked in, 10 points');
    expect(days[29]).toHaveTextContent('24 November: not checked in');
    expect(days[29]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'Check In' })).toBeEnabled();
  });

  it('checks in, says so, and then offers no second check-in', async () => {
    const fetchMock = stubFetch({
      'GET /api/check-in': () => ({ status: 200, body: before }),
      'POST /api/check-in': () => ({
        status: 201,
        body: { checkIn: { date: '2024-11-24', streak: 4, points: 10 }, stats: after },
      }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Check In' }));

    expect(await screen.findByText('Check-in successful! Points awarded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect(screen.getByText('1 more day to +15 points')).toBeInTheDocument();
    expect(screen.getByText('Points today').nextElementSibling).toHaveTextContent('10');
    const today = within(screen.getByRole('list', { name: 'Last 30 days' }))
      .getAllByRole('listitem')
      .at(-1);
    expect(today).toHaveTextContent('24 November: checked in, 10 points');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]![1]?.body ?? null).toBeNull();
  });

  it('names the top bonus once the streak is capped', async () => {
    stubFetch({
      'GET /api/check-in': () => ({
        status: 200,
        body: { ...after, currentStreak: 24, pointsToday: 30, nextBonus: null },
      }),
    });
    renderCard();
    expect(
      await screen.findByText('Top streak bonus reached: +30 points a day.'),
    ).toBeInTheDocument();
  });

  it.each([
    [409, 'CONFLICT', 'You have already checked in today', 'You have already checked in today'],
    [500, 'INTERNAL', 'boom', 'Failed to check in. Please try again.'],
    [401, 'UNAUTHENTICATED', 'Not authenticated', 'Failed to check in. Please try again.'],
  ])('answers a %i with its own words', async (status, code, message, shown) => {
    stubFetch({
      'GET /api/check-in': () => ({ status: 200, body: before }),
      'POST /api/check-in': () => error(status, code, message),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Check In' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('says the stats failed to load and tries again on request', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/check-in': () => {
        calls += 1;
        return calls === 1 ? error(500, 'INTERNAL', 'boom') : { status: 200, body: before };
      },
    });
    renderCard();
    expect(await screen.findByText('Failed to load check-in stats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Check In' })).toBeEnabled();
  });
});
