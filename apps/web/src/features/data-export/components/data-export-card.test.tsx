import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataExportMessages } from '@cofound/shared/data-export/data-export.messages';
import type { DataExport } from '@cofound/shared/data-export/data-export.schemas';
import { DataExportCard, megabytes } from './data-export-card';
import { stubFetch } from '../../../test/stub-fetch';

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DataExportCard />
    </QueryClientProvider>,
  );
}

const download = (fields: Partial<DataExport> = {}): DataExport => ({
  id: 'e1',
  status: 'queued',
  progress: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  error: null,
  ...fields,
});

const ready = download({
  status: 'ready',
  progress: 100,
  readyAt: '2026-11-27T10:01:00.000Z',
  expiresAt: '2026-12-04T10:01:00.000Z',
  sizeBytes: 2_621_440,
});

const region = () => screen.findByRole('region', { name: 'Your data' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DataExportCard', () => {
  it('requests the data, follows its progress every 2 seconds, then offers the download', async () => {
    let latest: DataExport | null = null;
    const answers = [download({ status: 'building', progress: 40 }), ready];
    const fetchMock = stubFetch({
      'GET /api/data-export': () => ({ status: 200, body: { export: latest } }),
      'POST /api/data-export': () => {
        latest = download();
        return { status: 201, body: latest };
      },
    });
    // Fake timers that also move with real time, so that the page's own waits still run.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard();
    const card = await region();
    expect(card).toHaveAttribute('id', 'your-data');
    await user.click(await within(card).findByRole('button', { name: 'Request my data' }));
    const bar = await within(card).findByRole('progressbar', { name: 'Preparing your data' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    latest = answers[0]!;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(card).findByText('Preparing your data: 40%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    latest = answers[1]!;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const link = await within(card).findByRole('link', { name: 'Download (2.5 MB)' });
    expect(link).toHaveAttribute('href', '/api/data-export/file');
    expect(within(card).getByText('Available until Dec 4, 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();

    // Ready: no more polling.
    const calls = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('shows why it failed, and tries again', async () => {
    let latest = download({ status: 'failed', error: dataExportMessages.buildFailed });
    stubFetch({
      'GET /api/data-export': () => ({ status: 200, body: { export: latest } }),
      'POST /api/data-export': () => {
        latest = download();
        return { status: 201, body: latest };
      },
    });
    renderCard();
    const card = await region();
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not prepare your data. Please try again.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as an alert", async () => {
    stubFetch({
      'GET /api/data-export': () => ({ status: 200, body: { export: null } }),
      'POST /api/data-export': () => ({
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: dataExportMessages.tooManyRequests } },
      }),
    });
    renderCard();
    const card = await region();
    await userEvent.click(await within(card).findByRole('button', { name: 'Request my data' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      dataExportMessages.tooManyRequests,
    );
  });

  it('says an old download expired, and that the list failed to load', async () => {
    stubFetch({
      'GET /api/data-export': () => ({
        status: 200,
        body: { export: download({ status: 'expired', progress: 100 }) },
      }),
    });
    renderCard();
    const card = await region();
    expect(await within(card).findByText(dataExportMessages.expired)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request my data' })).toBeEnabled();
  });

  it('says when it cannot load', async () => {
    stubFetch({ 'GET /api/data-export': () => ({ status: 500, body: {} }) });
    renderCard();
    expect(await screen.findByText(dataExportMessages.loadFailed)).toBeInTheDocument();
  });

  it('writes sizes in MB with one decimal, never 0', () => {
    expect(megabytes(2_621_440)).toBe('2.5 MB');
    expect(megabytes(12_345_678)).toBe('11.8 MB');
    expect(megabytes(2_000)).toBe('0.1 MB');
  });
});
