import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Room } from '@cofound/shared/video-calls/video-calls.schemas';
import { stubFetch } from '../../../test/stub-fetch';
import { usePeerCall } from './use-peer-call';
import { videoCallFixture } from '../test/video-call-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const room: Room = {
  call: videoCallFixture(),
  iceServers: [],
};
const stream = { getTracks: () => [] } as unknown as MediaStream;
const media = { muted: false, cameraOff: false };

/** The member in the room: the signals they sent, each with how it was sent. */
async function inTheRoom() {
  let id = 0;
  const fetchMock = stubFetch({
    'GET /api/video-calls/c1/signals?after=0': () => ({ status: 200, body: { items: [] } }),
    'POST /api/video-calls/c1/signals': () => ({ status: 201, body: { id: ++id } }),
  });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([path, init]) => ({
        path: String(path),
        body: JSON.parse(String(init?.body)) as { kind: string },
        keepalive: init?.keepalive ?? false,
      }));
  const hook = renderHook(() => usePeerCall(room, stream, media));
  await waitFor(() => expect(sent().map((s) => s.body)).toEqual([{ kind: 'ready' }]));
  return { hook, sent, hangups: () => sent().filter((s) => s.body.kind === 'hangup') };
}

const pageHide = () => act(() => void window.dispatchEvent(new Event('pagehide')));

describe('usePeerCall leaving the room', () => {
  it('sends one hangup that survives the unload when the tab closes', async () => {
    const { hangups } = await inTheRoom();
    pageHide();
    pageHide();
    expect(hangups()).toEqual([
      { path: '/api/video-calls/c1/signals', body: { kind: 'hangup' }, keepalive: true },
    ]);
  });

  it('sends no second hangup when the member already hung up with the button', async () => {
    const { hook, hangups } = await inTheRoom();
    act(() => hook.result.current.hangUp());
    pageHide();
    hook.unmount();
    expect(hangups()).toEqual([
      { path: '/api/video-calls/c1/signals', body: { kind: 'hangup' }, keepalive: false },
    ]);
  });

  it('hangs up when another page of the app takes the room’s place', async () => {
    const { hook, hangups } = await inTheRoom();
    hook.unmount();
    pageHide();
    expect(hangups()).toHaveLength(1);
  });

  it('joins again when the browser brings the page back from its back-forward cache', async () => {
    const { sent } = await inTheRoom();
    pageHide();
    const shown = Object.defineProperty(new Event('pageshow'), 'persisted', { value: true });
    act(() => void window.dispatchEvent(shown));
    await waitFor(() =>
      expect(sent().map((s) => s.body.kind)).toEqual(['ready', 'hangup', 'ready']),
    );
  });
});
