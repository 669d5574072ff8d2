import type {
  MediaState,
  SendSignal,
  Signal,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { decodeMediaState, encodeMediaState } from './media-state';

type PeerSessionOptions = {
  /** Perfect negotiation: the polite side gives way when both offer at once. */
  polite: boolean;
  iceServers: RTCIceServer[];
  localStream: MediaStream;
  send: (signal: SendSignal) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
  /** The other participant joined ('ready') or hung up. */
  onPeerPresence: (present: boolean) => void;
  /** My microphone and camera when the session starts; later changes go to setLocalMedia. */
  localMedia: MediaState;
  /** The other participant's microphone and camera; null while not connected. */
  onPeerMedia: (state: MediaState | null) => void;
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
};

function isDescription(data: unknown): data is RTCSessionDescriptionInit {
  return typeof data === 'object' && data !== null && 'type' in data && 'sdp' in data;
}

/**
 * One side of the WebRTC call, with the perfect-negotiation pattern so either side may start.
 * When the other participant (re)joins ('ready'), the connection is made anew and offered; an
 * offer with no connection yet makes one and answers it.
 */
export class PeerSession {
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private localMedia: MediaState;
  private makingOffer = false;
  private ignoreOffer = false;
  private closed = false;

  constructor(private readonly options: PeerSessionOptions) {
    this.localMedia = options.localMedia;
  }

  /** My microphone or camera changed: tell the other side, if connected (else on connecting). */
  setLocalMedia(state: MediaState): void {
    this.localMedia = state;
    this.sendMedia();
  }

  /** Applies one of the other participant's signals; errors are logged, never thrown. */
  async handle(signal: Signal): Promise<void> {
    if (this.closed) return;
    try {
      switch (signal.kind) {
        case 'ready':
          this.options.onRemoteStream(null);
          this.options.onPeerMedia(null);
          this.options.onPeerPresence(true);
          this.connect();
          return;
        case 'hangup':
          this.disconnect();
          this.options.onRemoteStream(null);
          this.options.onPeerMedia(null);
          this.options.onPeerPresence(false);
          return;
        case 'offer':
        case 'answer':
          if (isDescription(signal.data)) await this.describe(signal.data);
          return;
        case 'candidate':
          await this.addCandidate(signal.data as RTCIceCandidateInit);
          return;
      }
    } catch (error) {
      console.warn(`Video call: could not apply the ${signal.kind} signal`, error);
    }
  }

  close(): void {
    this.closed = true;
    this.disconnect();
  }

  private disconnect(): void {
    this.pc?.close();
    this.pc = null;
    this.channel = null;
  }

  private sendMedia(): void {
    if (this.channel?.readyState === 'open') this.channel.send(encodeMediaState(this.localMedia));
  }

  /** A new connection carrying my camera and microphone; adding them starts an offer. */
  private connect(): RTCPeerConnection {
    this.disconnect();
    const { iceServers, localStream, send, onRemoteStream, onPeerMedia, createConnection } =
      this.options;
    const pc = (createConnection ?? ((config) => new RTCPeerConnection(config)))({ iceServers });
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    const current = () => this.pc === pc;

    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (current() && pc.localDescription) {
          send({ kind: 'offer', data: pc.localDescription.toJSON() });
        }
      } catch (error) {
        console.warn('Video call: could not make an offer', error);
      } finally {
        if (current()) this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && current()) send({ kind: 'candidate', data: candidate.toJSON() });
    };
    pc.ontrack = ({ track, streams }) => {
      if (current()) onRemoteStream(streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => {
      if (current() && pc.connectionState === 'failed') {
        onRemoteStream(null);
        onPeerMedia(null);
      }
    };
    // Mute and camera state go on the connection itself, not through the server's signalling:
    // they are state of this connection (each side says its own as soon as the channel opens,
    // so a late joiner or a reload gets it, and it is gone with the connection), they change at
    // every press, and the server would only keep each change as a signal row without acting on
    // it. Both sides open the same negotiated channel, so neither waits for the other's. What
    // arrives is checked against the shared schema (media-state.ts).
    const channel = pc.createDataChannel('media-state', { negotiated: true, id: 0 });
    this.channel = channel;
    channel.onopen = () => {
      if (current()) this.sendMedia();
    };
    channel.onmessage = ({ data }: MessageEvent) => {
      const state = decodeMediaState(data);
      if (state && current()) onPeerMedia(state);
    };
    for (const track of localStream.getTracks()) pc.addTrack(track, localStream);
    return pc;
  }

  private async describe(description: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.pc ?? this.connect();
    const collision =
      description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) return;
    // On the polite side a colliding offer of mine is rolled back implicitly.
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      if (this.pc === pc && pc.localDescription) {
        this.options.send({ kind: 'answer', data: pc.localDescription.toJSON() });
      }
    }
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.pc) return;
    try {
      await this.pc.addIceCandidate(candidate);
    } catch (error) {
      // Candidates of an ignored offer or of a connection since replaced do not apply.
      if (!this.ignoreOffer && this.pc.remoteDescription) throw error;
    }
  }
}
