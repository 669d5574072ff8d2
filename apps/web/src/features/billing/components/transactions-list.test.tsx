import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionsList } from './transactions-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TransactionsList', () => {
  it('shows a free month earned by referrals as a $0.00 referral reward', async () => {
    const items = [
      {
        id: 'b',
        kind: 'referral_reward',
        plan: 'pro',
        amountCents: 0,
        currency: 'usd',
        createdAt: '2026-12-01T10:00:00.000Z',
      },
      {
        id: 'a',
        kind: 'payment',
        plan: 'pro',
        amountCents: 2900,
        currency: 'usd',
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ items, nextCursor: null }))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <TransactionsList />
      </QueryClientProvider>,
    );
    const [, reward, payment] = await screen.findAllByRole('row');
    expect(within(reward!).getByText('Referral reward')).toBeInTheDocument();
    expect(within(reward!).getByText('$0.00')).toBeInTheDocument();
    expect(within(payment!).queryByText('Referral reward')).not.toBeInTheDocument();
    expect(within(payment!).getByText('$29')).toBeInTheDocument();
  });
});
