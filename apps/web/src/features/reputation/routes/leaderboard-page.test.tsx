import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  board,
  failure,
  leader,
  renderWithClient,
  stubLeaderboard,
} from '../components/leaderboard-test-support';
import { LeaderboardPage } from './leaderboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const leadersOf: Record<string, ReturnType<typeof leader>[]> = {
  weekly: [leader(1, 'Weekly Winner', 30)],
  monthly: [leader(1, 'Monthly Winner', 80), leader(2, 'Runner Up', 60)],
  'all-time': [],
};

describe('LeaderboardPage', () => {
  it('opens on Weekly and shows the three component scores', async () => {
    stubLeaderboard((timeframe) => board(timeframe, leadersOf[timeframe]!));
    renderWithClient(<LeaderboardPage />, '/leaderboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
    const weekly = screen.getByRole('tab', { name: 'Weekly' });
    expect(weekly).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Weekly' });

    const table = await within(panel).findByRole('table', { name: 'Weekly leaderboard' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent("Weekly Winner's title");
    expect([0, 2, 3, 4, 5, 6].map((i) => cells[i]!.textContent)).toEqual([
      '1',
      '25',
      '5',
      '0',
      '30',
      'Level: Beginner',
    ]);
    expect(within(cells[1]!).getByRole('link', { name: 'Weekly Winner' })).toBeInTheDocument();
    expect(within(panel).getByText(/since Monday, November 23 \(UTC\)/)).toBeInTheDocument();
  });

  it('switches timeframe by click and by the arrow keys, one tab in the tab order', async () => {
    const asked = stubLeaderboard((timeframe) => board(timeframe, leadersOf[timeframe]!));
    renderWithClient(<LeaderboardPage />, '/leaderboard');
    await screen.findByRole('table', { name: 'Weekly leaderboard' });

    await userEvent.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(await screen.findByRole('table', { name: 'Monthly leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Monthly' })).toBeInTheDocument();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All-time' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'All-time' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No leaders found for this timeframe')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All-time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');

    expect(new Set(asked)).toEqual(
      new Set([
        '/api/reputation/leaderboard?timeframe=weekly&limit=10',
        '/api/reputation/leaderboard?timeframe=monthly&limit=10',
        '/api/reputation/leaderboard?timeframe=all-time&limit=10',
      ]),
    );
  });

  it('opens the timeframe named in the address', async () => {
    stubLeaderboard((timeframe) => board(timeframe, leadersOf[timeframe]!));
    renderWithClient(<LeaderboardPage />, '/leaderboard?timeframe=monthly');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Monthly leaderboard' })).toBeInTheDocument();
  });

  it('offers Try Again after a failed load', async () => {
    let fail = true;
    stubLeaderboard((timeframe) => (fail ? failure : board(timeframe, leadersOf[timeframe]!)));
    renderWithClient(<LeaderboardPage />, '/leaderboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load leaderboard. Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Weekly leaderboard' })).toBeInTheDocument();
  });
});
