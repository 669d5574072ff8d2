import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { demoMember, stubApi } from '../../../test/render-app-route';
import { formatCallStart } from '../model/call-time-format';
import { VideoCallPage } from './video-call-page';
import { videoCallFixture } from '../test/video-call-fixture';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const now = new Date('2026-11-22T11:48:00.000Z');
// Starts in 12 minutes: the room opens in 2.
const call = videoCallFixture({ role: 'receiver' });
const refused = (message: string) => ({
  status: 409,
  body: { error: { code: 'CONFLICT', message } },
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/video-call/c1']}>
        <Routes>
          <Route path="/video-call/:id" element={<VideoCallPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('VideoCallPage before the room opens', () => {
  it('counts down to the opening in the member time, quietly, then joins by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'setTimeout', 'Date'] });
    vi.setSystemTime(now);
    let open = false;
    const api = stubApi(demoMember, {
      'GET /api/video-calls/c1/room': () =>
        open
          ? { status: 200, body: { call, iceServers: [] } }
          : refused(videoCallMessages.roomNotOpen),
      'GET /api/video-calls': () => ({ status: 200, body: { items: [call] } }),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'The call room is not open yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(formatCallStart(call.startsAt), { selector: 'time' })).toHaveAttribute(
      'dateTime',
      call.startsAt,
    );
    expect(
      screen.getByText(formatCallStart('2026-11-22T11:50:00.000Z'), { selector: 'time' }),
    ).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Opens in 2 min 0 s');
    // Read when asked, never announced on its own.
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('status')).toHaveTextContent('');

    await tick(1000);
    expect(timer).toHaveTextContent('Opens in 1 min 59 s');
    await tick(1000);
    expect(timer).toHaveTextContent('Opens in 1 min 58 s');

    // The server's clock may be a moment behind: it still says no at the opening, then yes.
    vi.setSystemTime(new Date('2026-11-22T11:49:59.500Z'));
    await tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Opening the room…');
    expect(screen.getByRole('status')).toHaveTextContent('The room is open. Joining the call…');
    open = true;
    await tick(5000);
    expect(await screen.findByRole('heading', { level: 1, name: call.title })).toBeInTheDocument();
    const roomReads = api.mock.calls.filter(([path]) => String(path).endsWith('/c1/room'));
    expect(roomReads.length).toBeGreaterThanOrEqual(3);
  });

  it('says the call has ended, with the way back', async () => {
    stubApi(demoMember, {
      'GET /api/video-calls/c1/room': () => refused(videoCallMessages.ended),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This call has ended' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to connections' })).toHaveAttribute(
      'href',
      '/connections',
    );
  });
});
