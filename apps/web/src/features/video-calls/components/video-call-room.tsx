import { useState } from 'react';
import { PhoneOff } from 'lucide-react';
import type { Room } from '@cofound/shared/video-calls/video-calls.schemas';
import { formatCallStart } from '../model/call-time-format';
import { useLocalMedia } from '../model/use-local-media';
import { usePeerCall } from '../model/use-peer-call';
import { useTrackToggle } from '../model/use-track-toggle';
import { CallControls } from './call-controls';
import { MediaProblem } from './media-problem';
import { RoomNotice } from './room-notice';
import { VideoStage } from './video-stage';

/** The call itself: my camera, the other participant's picture and the controls. */
export function VideoCallRoom({ room }: { room: Room }) {
  const { call } = room;
  const { media, retry, release } = useLocalMedia();
  const [ended, setEnded] = useState(false);
  const stream = media.status === 'ready' && !ended ? media.stream : null;
  const [muted, toggleMute] = useTrackToggle(stream, 'audio');
  const [cameraOff, toggleCamera] = useTrackToggle(stream, 'video');
  const peer = usePeerCall(room, stream, { muted, cameraOff });

  if (ended) {
    return (
      <RoomNotice
        icon={PhoneOff}
        title="Call ended"
        description={`Your call with ${call.peer.name} has ended.`}
      />
    );
  }

  const hangUp = () => {
    peer.hangUp();
    release();
    setEnded(true);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <title>{`${call.title} · Cofound`}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {call.title}
        </h1>
        <p className="text-sm text-slate-600">
          With {call.peer.name} ·{' '}
          <time dateTime={call.startsAt}>{formatCallStart(call.startsAt)}</time> ·{' '}
          {call.durationMinutes} min
        </p>
      </header>
      {media.status === 'failed' ? (
        <MediaProblem message={media.message} onRetry={retry} />
      ) : (
        <section
          aria-label="Video call"
          className="space-y-4 rounded-2xl bg-slate-950 p-3 shadow-sm sm:p-4"
        >
          <VideoStage
            localStream={stream}
            remoteStream={peer.remoteStream}
            peerName={call.peer.name}
            peerLeft={peer.peerLeft}
            peerMedia={peer.peerMedia}
            asking={media.status === 'asking'}
          />
          <CallControls
            muted={muted}
            cameraOff={cameraOff}
            onToggleMute={toggleMute}
            onToggleCamera={toggleCamera}
            onHangUp={hangUp}
          />
        </section>
      )}
    </div>
  );
}
