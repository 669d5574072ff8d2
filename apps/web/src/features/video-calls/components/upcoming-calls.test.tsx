import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoCallMessages, type VideoCall } from '@cofound/shared/video-calls/video-calls.schemas';
import { Toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { dispatchRealtimeFrame } from '../../../lib/realtime/realtime-events';
import { demoMember, stubApi } from '../../../test/render-app-route';
import { PeerCalls, UpcomingCalls } from './upcoming-calls';
import { videoCallFixture } from '../test/video-call-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
const call = (id: string, changes: Partial<VideoCall>): VideoCall =>
  videoCallFixture({
    id,
    startsAt: inAnHour,
    status: 'pending',
    role: 'receiver',
    peer: { profileId: `p-${id}`, name: `Member ${id}`, title: '', imageUrl: null },
    ...changes,
  });

function renderList(list = <UpcomingCalls />) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{list}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('UpcomingCalls', () => {
  it('offers what each call allows and accepts a request', async () => {
    let items = [
      call('a', {}),
      call('b', { role: 'sender' }),
      call('c', { status: 'accepted', startsAt: new Date().toISOString() }),
    ];
    stubApi(demoMember, {
      'GET /api/video-calls': () => ({ status: 200, body: { items } }),
      'POST /api/video-calls/a/accept': () => {
        items = items.map((item) => (item.id === 'a' ? { ...item, status: 'accepted' } : item));
        return { status: 200, body: items[0] };
      },
    });
    renderList();
    const list = await screen.findByRole('list', { name: 'Upcoming calls' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Waiting for Member b')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel call request to Member b' })).toBeEnabled();
    // c started just now: its room is open.
    expect(screen.getByRole('link', { name: 'Join call with Member c' })).toHaveAttribute(
      'href',
      '/video-call/c',
    );
    expect(
      screen.getByRole('link', { name: 'Add to calendar: call with Member c' }),
    ).toHaveAttribute('href', '/api/video-calls/c/calendar.ics');

    await userEvent.click(screen.getByRole('button', { name: 'Accept call from Member a' }));
    expect(await screen.findByText(videoCallMessages.accepted)).toBeInTheDocument();
    // a is in an hour: accepted, but its room is not open yet.
    expect(await screen.findByRole('button', { name: 'Join call with Member a' })).toBeDisabled();
  });

  it('says when there is none, and reloads when a request arrives live', async () => {
    let items: VideoCall[] = [];
    stubApi(demoMember, {
      'GET /api/video-calls': () => ({ status: 200, body: { items } }),
    });
    renderList();
    expect(await screen.findByText(videoCallMessages.noUpcoming)).toBeInTheDocument();
    items = [call('a', {})];
    act(() =>
      dispatchRealtimeFrame({
        id: 'f-1',
        event: 'video-call.requested',
        payload: { callId: 'a' },
        at: new Date().toISOString(),
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Accept call from Member a' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You have a new video call request.')).toBeInTheDocument();
  });

  it('shows above a chat only the calls with that member, and nothing when there are none', async () => {
    stubApi(demoMember, {
      'GET /api/video-calls': () => ({
        status: 200,
        body: { items: [call('a', {}), call('b', { role: 'sender' })] },
      }),
    });
    renderList(
      <>
        <PeerCalls peerProfileId="p-a" />
        <PeerCalls peerProfileId="p-z" />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Calls with this member' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /Accept/ })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: 'Calls with this member' })).toHaveLength(1);
  });
});
