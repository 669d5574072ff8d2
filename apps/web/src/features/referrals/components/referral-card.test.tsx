import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralStats } from '@cofound/shared/referrals/referrals.schemas';
import { ReferralCard } from './referral-card';

const stats: ReferralStats = {
  code: 'ABCD2345',
  linkPath: '/signup?ref=ABCD2345',
  totalReferrals: 4,
  successfulReferrals: 2,
  rewardsEarned: 0,
  referralsToNextReward: 1,
};
const link = `${window.location.origin}/signup?ref=ABCD2345`;

function stubStats(answers: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async () => {
    const { status, body } = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** navigator.clipboard and navigator.share as a browser would have them (jsdom has neither). */
function stubNavigator(over: { writeText?: () => Promise<void>; share?: () => Promise<void> }) {
  const writeText = vi.fn(over.writeText ?? (async () => undefined));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  if (over.share)
    Object.defineProperty(navigator, 'share', { value: over.share, configurable: true });
  return writeText;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReferralCard />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'share');
});

describe('ReferralCard', () => {
  it('shows the full link, the numbers and the way to the next free month', async () => {
    stubStats([{ status: 200, body: stats }]);
    stubNavigator({});
    renderCard();
    expect(screen.getByRole('heading', { name: 'Invite founders' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(link);
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Successful').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Rewards earned').nextElementSibling).toHaveTextContent('0');
    expect(
      screen.getByText('1 more successful referral to your next free Pro month'),
    ).toBeInTheDocument();
    // No Web Share API here: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it("copies the link and says 'Copied' for exactly 2 seconds", async () => {
    stubStats([{ status: 200, body: stats }]);
    const writeText = stubNavigator({});
    renderCard();
    const copy = await screen.findByRole('button', { name: 'Copy' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says when the clipboard refused the link', async () => {
    stubStats([{ status: 200, body: stats }]);
    stubNavigator({ writeText: () => Promise.reject(new Error('denied')) });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy link to clipboard');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('shares where the browser can, and ignores a share the user cancelled', async () => {
    stubStats([{ status: 200, body: stats }]);
    const share = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new Error('not allowed'));
    stubNavigator({ share });
    renderCard();
    const button = await screen.findByRole('button', { name: 'Share' });
    await userEvent.click(button);
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: link }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to share referral link');
  });

  it('says the stats failed to load and tries again', async () => {
    const fetchMock = stubStats([
      { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } },
      { status: 200, body: stats },
    ]);
    stubNavigator({});
    renderCard();
    expect(await screen.findByText('Failed to load referral stats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(link);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
