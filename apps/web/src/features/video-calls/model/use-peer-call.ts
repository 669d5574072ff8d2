import { useEffect, useRef, useState } from 'react';
import type { Room, SendSignal } from '@cofound/shared/video-calls/video-calls.schemas';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { fetchSignals } from '../api/fetch-signals';
import { sendSignal } from '../api/send-signal';
import { PeerSession } from './peer-session';
import { SignalInbox } from './signal-inbox';

type PeerCallState = { remoteStream: MediaStream | null; peerLeft: boolean };

/**
 * The WebRTC call with the other participant while `localStream` is open: says 'ready' on
 * joining (the other side then offers), then follows their signals, fetched after every
 * 'video-call.signal' notice and every realtime reconnect. `hangUp` tells them and ends it.
 */
export function usePeerCall(room: Room, localStream: MediaStream | null) {
  const callId = room.call.id;
  const polite = room.call.role === 'receiver';
  const { iceServers } = room;
  const [state, setState] = useState<PeerCallState>({ remoteStream: null, peerLeft: false });
  const inbox = useRef<SignalInbox | null>(null);
  const ended = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!localStream) return;
    const send = (signal: SendSignal) =>
      sendSignal(callId, signal).catch((error: unknown) =>
        console.warn(`Video call: could not send the ${signal.kind} signal`, error),
      );
    const session = new PeerSession({
      polite,
      iceServers,
      localStream,
      send: (signal) => void send(signal),
      onRemoteStream: (remoteStream) => setState((now) => ({ ...now, remoteStream })),
      onPeerPresence: (present) => setState((now) => ({ ...now, peerLeft: !present })),
    });
    const signals = new SignalInbox({
      fetchAfter: (after) => fetchSignals(callId, after),
      handle: (signal) => session.handle(signal),
    });
    let active = true;
    const stop = () => {
      active = false;
      signals.stop();
      session.close();
      inbox.current = null;
    };
    inbox.current = signals;
    ended.current = () => {
      stop();
      void send({ kind: 'hangup' });
    };
    void (async () => {
      await signals.start().catch(() => {});
      if (!active) return;
      await send({ kind: 'ready' });
      signals.pull();
    })();
    return stop;
  }, [callId, polite, iceServers, localStream]);

  useRealtimeEvent('video-call.signal', (payload) => {
    if (payload.callId === callId) inbox.current?.pull();
  });
  useRealtimeEvent('realtime.ready', () => inbox.current?.pull());

  return { ...state, hangUp: () => ended.current?.() };
}
