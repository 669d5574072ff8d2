import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { Leader, LeaderboardResponse } from '@cofound/shared/reputation/leaderboard.schemas';

export type Answer = { status: number; body: unknown };

/** fetch answering GET /api/reputation/leaderboard per timeframe; records every URL asked. */
export function stubLeaderboard(answer: (timeframe: string) => Answer | Promise<Answer>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname !== '/api/reputation/leaderboard')
        return new Response(null, { status: 404 });
      const { status, body } = await answer(url.searchParams.get('timeframe') ?? 'weekly');
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return asked;
}

export function leader(rank: number, name: string, totalScore: number): Leader {
  return {
    rank,
    member: {
      profileId: `00000000-0000-4000-8000-00000000000${rank}`,
      name,
      title: `${name}'s title`,
      imageUrl: null,
    },
    totalScore,
    connectionScore: totalScore - 5,
    endorsementScore: 5,
    activityScore: 0,
    level: totalScore >= 100 ? 'Intermediate' : 'Beginner',
  };
}

export function board(timeframe: string, leaders: Leader[]): Answer {
  const body: LeaderboardResponse = {
    timeframe: timeframe as LeaderboardResponse['timeframe'],
    periodStart: timeframe === 'all-time' ? null : '2026-11-23',
    leaders,
  };
  return { status: 200, body };
}

export const failure: Answer = {
  status: 500,
  body: { error: { code: 'INTERNAL', message: 'Failed to load leaderboard. Please try again.' } },
};

export function renderWithClient(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
