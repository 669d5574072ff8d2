import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { demoMember, stubApi } from '../../test/render-app-route';
import { useRealtimeConnection } from './use-realtime-connection';

class RecordingSocket {
  static all: RecordingSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readyState = 0;
  constructor() {
    RecordingSocket.all.push(this);
  }
  send() {}
  close() {}
}

function renderConnection(useAlso: () => void = () => undefined) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useRealtimeConnection();
      useAlso();
    },
    { wrapper },
  );
}

/** The server's ready frame: the socket is registered and hears every event from now on. */
function readyFrame(n: number) {
  const frame = {
    id: `ready-${n}`,
    event: 'realtime.ready',
    payload: { userId: demoMember.id },
    at: new Date().toISOString(),
  };
  return new MessageEvent('message', { data: JSON.stringify(frame) });
}

/** The server accepts the socket, then closes it with 4401. */
async function refuseLatest() {
  await waitFor(() => expect(RecordingSocket.all.length).toBeGreaterThan(0));
  const socket = RecordingSocket.all.at(-1)!;
  socket.onopen?.(new Event('open'));
  socket.onclose?.(new CloseEvent('close', { code: 4401 }));
}

beforeEach(() => {
  RecordingSocket.all = [];
  vi.stubGlobal('WebSocket', RecordingSocket);
});

afterEach(() => vi.unstubAllGlobals());

describe('useRealtimeConnection', () => {
  it('connects again when the server refused a session that is still signed in', async () => {
    stubApi(demoMember);
    const { unmount } = renderConnection();
    await refuseLatest();
    await waitFor(() => expect(RecordingSocket.all).toHaveLength(2), { timeout: 3_000 });
    unmount();
  });

  it('stays away once the session has really ended', async () => {
    let user: typeof demoMember | null = demoMember;
    stubApi(null, { 'GET /api/session': () => ({ status: 200, body: { user } }) });
    const { unmount } = renderConnection();
    await waitFor(() => expect(RecordingSocket.all).toHaveLength(1));
    user = null;
    await refuseLatest();
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(RecordingSocket.all).toHaveLength(1);
    unmount();
  });

  it("reads the cache again once per connection, on the server's ready frame", async () => {
    stubApi(demoMember);
    let reads = 0;
    const { unmount } = renderConnection(() =>
      useQuery({ queryKey: ['counted'], queryFn: async () => ++reads }),
    );
    await waitFor(() => expect(reads).toBe(1));
    await waitFor(() => expect(RecordingSocket.all).toHaveLength(1));
    const socket = RecordingSocket.all[0]!;
    socket.onopen?.(new Event('open'));
    // Open is not enough: the server may not hear events for this socket yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(1);
    socket.onmessage?.(readyFrame(1));
    await waitFor(() => expect(reads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(2);
    unmount();
  });
});
