import { describe, expect, it, vi } from 'vitest';
import type {
  MediaState,
  SendSignal,
  Signal,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { PeerSession } from './peer-session';

/** The media-state channel: what was sent on it, and a way to open it and receive. */
class FakeChannel {
  readyState: RTCDataChannelState = 'connecting';
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(
    readonly label: string,
    readonly init: RTCDataChannelInit,
  ) {}

  send(message: string) {
    this.sent.push(message);
  }

  open() {
    this.readyState = 'open';
    this.onopen?.();
  }
}

/** Just enough of RTCPeerConnection to follow the signalling states. */
class FakeConnection {
  channels: FakeChannel[] = [];
  createDataChannel = vi.fn((label: string, init: RTCDataChannelInit) => {
    const channel = new FakeChannel(label, init);
    this.channels.push(channel);
    return channel;
  });
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: (RTCSessionDescriptionInit & { toJSON(): unknown }) | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  onnegotiationneeded: (() => Promise<void>) | null = null;
  onicecandidate = null;
  ontrack = null;
  onconnectionstatechange = null;
  addTrack = vi.fn();
  addIceCandidate = vi.fn(async () => {});

  async setLocalDescription() {
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    const description = { type, sdp: `${type} sdp` } as const;
    this.localDescription = { ...description, toJSON: () => description };
    this.signalingState = type === 'offer' ? 'have-local-offer' : 'stable';
  }

  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }

  close() {
    this.closed = true;
  }
}

let nextId = 1;
const signal = (kind: Signal['kind'], data?: unknown): Signal => ({
  id: nextId++,
  kind,
  data,
  createdAt: '2026-11-22T12:00:00.000Z',
});

function session(polite: boolean, localMedia: MediaState = { muted: false, cameraOff: false }) {
  const connections: FakeConnection[] = [];
  const sent: SendSignal[] = [];
  const presence: boolean[] = [];
  const peerMedia: (MediaState | null)[] = [];
  const peer = new PeerSession({
    polite,
    iceServers: [],
    localStream: { getTracks: () => [{ kind: 'video' }] } as unknown as MediaStream,
    send: (s) => void sent.push(s),
    onRemoteStream: () => {},
    onPeerPresence: (present) => void presence.push(present),
    localMedia,
    onPeerMedia: (state) => void peerMedia.push(state),
    createConnection: () => {
      const connection = new FakeConnection();
      connections.push(connection);
      return connection as unknown as RTCPeerConnection;
    },
  });
  return { peer, connections, sent, presence, peerMedia };
}

const offer = { type: 'offer', sdp: 'their offer' };

describe('PeerSession', () => {
  it('makes a new connection with my tracks when the other side is ready, and offers', async () => {
    const { peer, connections, sent, presence } = session(false);
    await peer.handle(signal('ready'));
    expect(connections).toHaveLength(1);
    expect(connections[0]!.addTrack).toHaveBeenCalledTimes(1);
    await connections[0]!.onnegotiationneeded?.();
    expect(sent).toEqual([{ kind: 'offer', data: { type: 'offer', sdp: 'offer sdp' } }]);
    expect(presence).toEqual([true]);
  });

  it('starts over when the other side joins again (a reload)', async () => {
    const { peer, connections } = session(false);
    await peer.handle(signal('ready'));
    await peer.handle(signal('ready'));
    expect(connections).toHaveLength(2);
    expect(connections[0]!.closed).toBe(true);
    expect(connections[1]!.closed).toBe(false);
  });

  it('answers an offer that comes before any connection', async () => {
    const { peer, connections, sent } = session(true);
    await peer.handle(signal('offer', offer));
    expect(connections).toHaveLength(1);
    expect(sent).toEqual([{ kind: 'answer', data: { type: 'answer', sdp: 'answer sdp' } }]);
    await peer.handle(signal('candidate', { candidate: 'c' }));
    expect(connections[0]!.addIceCandidate).toHaveBeenCalledWith({ candidate: 'c' });
  });

  it('on colliding offers, the impolite side keeps its own and the polite side gives way', async () => {
    const impolite = session(false);
    await impolite.peer.handle(signal('ready'));
    await impolite.connections[0]!.onnegotiationneeded?.();
    await impolite.peer.handle(signal('offer', offer));
    expect(impolite.connections[0]!.remoteDescription).toBeNull();
    expect(impolite.sent.map((s) => s.kind)).toEqual(['offer']);

    const polite = session(true);
    await polite.peer.handle(signal('ready'));
    await polite.connections[0]!.onnegotiationneeded?.();
    await polite.peer.handle(signal('offer', offer));
    expect(polite.connections[0]!.remoteDescription).toEqual(offer);
    expect(polite.sent.map((s) => s.kind)).toEqual(['offer', 'answer']);
  });

  it('closes the connection when the other side hangs up', async () => {
    const { peer, connections, presence } = session(false);
    await peer.handle(signal('ready'));
    await peer.handle(signal('hangup'));
    expect(connections[0]!.closed).toBe(true);
    expect(presence).toEqual([true, false]);
  });

  it('tells the other side my microphone and camera when the channel opens, then each change', async () => {
    const { peer, connections } = session(false, { muted: true, cameraOff: false });
    peer.setLocalMedia({ muted: true, cameraOff: true });
    await peer.handle(signal('ready'));
    const channel = connections[0]!.channels[0]!;
    // Both sides open the same channel without waiting for each other.
    expect(channel.init).toEqual({ negotiated: true, id: 0 });
    expect(channel.sent).toEqual([]);
    channel.open();
    peer.setLocalMedia({ muted: false, cameraOff: true });
    expect(channel.sent.map((message) => JSON.parse(message))).toEqual([
      { muted: true, cameraOff: true },
      { muted: false, cameraOff: true },
    ]);
  });

  it("follows the other side's state, ignores anything else, and forgets it when they go", async () => {
    const { peer, connections, peerMedia } = session(true);
    await peer.handle(signal('ready'));
    const channel = connections[0]!.channels[0]!;
    channel.onmessage?.({ data: JSON.stringify({ muted: true, cameraOff: false }) });
    for (const data of ['{"muted":"yes","cameraOff":false}', 'not json', '{}', 42]) {
      channel.onmessage?.({ data });
    }
    expect(peerMedia).toEqual([null, { muted: true, cameraOff: false }]);

    // They reload: a new connection, and their state is unknown until its channel says it.
    await peer.handle(signal('ready'));
    const stale = channel;
    stale.onmessage?.({ data: JSON.stringify({ muted: false, cameraOff: true }) });
    await peer.handle(signal('hangup'));
    expect(peerMedia).toEqual([null, { muted: true, cameraOff: false }, null, null]);
  });
});
