import { useEffect, useRef, useState } from 'react';
import type { MediaState, Room, SendSignal } from '@cofound/shared/video-calls/video-calls.schemas';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event';
import { fetchSignals } from '../api/fetch-signals';
import { sendSignal } from '../api/send-signal';
import { PeerSession } from './peer-session';
import { SignalInbox } from './signal-inbox';

type PeerCallState = {
  remoteStream: MediaStream | null;
  peerLeft: boolean;
  /** The other participant's microphone and camera, once connected. */
  peerMedia: MediaState | null;
};

/**
 * The WebRTC call with the other participant while `localStream` is open: says 'ready' on
 * joining (the other side then offers), then follows their signals, fetched after every
 * 'video-call.signal' notice and every realtime reconnect. Leaving tells them with a hangup,
 * once, however it happens: `hangUp`, the tab closing or the browser going to another site
 * (`pagehide`: sent with keepalive, so it survives the unload), or another page of the app
 * taking the room's place. A page brought back from the back-forward cache joins again.
 */
export function usePeerCall(room: Room, localStream: MediaStream | null, localMedia: MediaState) {
  const callId = room.call.id;
  const polite = room.call.role === 'receiver';
  const { iceServers } = room;
  const [state, setState] = useState<PeerCallState>({
    remoteStream: null,
    peerLeft: false,
    peerMedia: null,
  });
  const [visit, setVisit] = useState(0);
  const inbox = useRef<SignalInbox | null>(null);
  const session = useRef<PeerSession | null>(null);
  const ended = useRef<(() => void) | null>(null);
  const media = useRef(localMedia);

  const { muted, cameraOff } = localMedia;
  useEffect(() => {
    media.current = { muted, cameraOff };
    session.current?.setLocalMedia(media.current);
  }, [muted, cameraOff]);

  useEffect(() => {
    if (!localStream) return;
    const send = (signal: SendSignal, options?: { keepalive: boolean }) =>
      sendSignal(callId, signal, options).catch((error: unknown) =>
        console.warn(`Video call: could not send the ${signal.kind} signal`, error),
      );
    const peer = new PeerSession({
      polite,
      iceServers,
      localStream,
      localMedia: media.current,
      send: (signal) => void send(signal),
      onRemoteStream: (remoteStream) => setState((now) => ({ ...now, remoteStream })),
      onPeerPresence: (present) => setState((now) => ({ ...now, peerLeft: !present })),
      onPeerMedia: (peerMedia) => setState((now) => ({ ...now, peerMedia })),
    });
    const signals = new SignalInbox({
      fetchAfter: (after) => fetchSignals(callId, after),
      handle: (signal) => peer.handle(signal),
    });
    let active = true;
    /** 'ready' went out: the other side may be waiting for us and must hear that we left. */
    let joined = false;
    const leave = ({ keepalive }: { keepalive: boolean }) => {
      if (!active) return;
      active = false;
      signals.stop();
      peer.close();
      inbox.current = null;
      session.current = null;
      if (joined) void send({ kind: 'hangup' }, { keepalive });
    };
    const onPageHide = () => leave({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    inbox.current = signals;
    session.current = peer;
    ended.current = () => leave({ keepalive: false });
    void (async () => {
      await signals.start().catch(() => {});
      if (!active) return;
      joined = true;
      await send({ kind: 'ready' });
      signals.pull();
    })();
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      leave({ keepalive: false });
    };
  }, [callId, polite, iceServers, localStream, visit]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setVisit((n) => n + 1);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useRealtimeEvent('video-call.signal', (payload) => {
    if (payload.callId === callId) inbox.current?.pull();
  });
  useRealtimeEvent('realtime.ready', () => inbox.current?.pull());

  return { ...state, hangUp: () => ended.current?.() };
}
