import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  board,
  failure,
  leader,
  renderWithClient,
  stubLeaderboard,
} from './leaderboard-test-support';
import { TopFoundersBoard } from './top-founders-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TopFoundersBoard', () => {
  it("lists this week's leaders with rank, name linking to the profile, points and level", async () => {
    const asked = stubLeaderboard((timeframe) =>
      board(timeframe, [leader(1, 'Ada Smith', 120), leader(2, 'Ben Chen', 40)]),
    );
    renderWithClient(<TopFoundersBoard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the leaderboard…');

    const list = await screen.findByRole('list', { name: 'Top Founders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Rank 1');
    expect(rows[0]).toHaveTextContent('120 points');
    expect(rows[0]).toHaveTextContent('Level: Intermediate');
    expect(within(rows[0]!).getByRole('link', { name: 'Ada Smith' })).toHaveAttribute(
      'href',
      '/profile/00000000-0000-4000-8000-000000000001',
    );
    expect(rows[1]).toHaveTextContent('Level: Beginner');
    expect(screen.getByRole('link', { name: 'See full leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(asked).toEqual(['/api/reputation/leaderboard?timeframe=weekly&limit=10']);
  });

  it('says so when nobody earned points this week', async () => {
    stubLeaderboard((timeframe) => board(timeframe, []));
    renderWithClient(<TopFoundersBoard />);
    expect(await screen.findByText('No leaders found for this timeframe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See full leaderboard' })).toBeInTheDocument();
  });

  it('shows the error with Try Again, which loads the board again', async () => {
    let fail = true;
    stubLeaderboard((timeframe) => (fail ? failure : board(timeframe, [leader(1, 'Ada', 9)])));
    renderWithClient(<TopFoundersBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load leaderboard. Please try again.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
