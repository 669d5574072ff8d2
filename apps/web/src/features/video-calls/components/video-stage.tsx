import { useState } from 'react';
import {
  videoCallMessages,
  type MediaState,
} from '@cofound/shared/video-calls/video-calls.schemas';
import { Spinner } from '../../../components/ui/spinner';
import { PeerMediaState } from './peer-media-state';
import { VideoTile } from './video-tile';

type VideoStageProps = {
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  peerName: string;
  peerLeft: boolean;
  /** The other participant's microphone and camera, once connected. */
  peerMedia: MediaState | null;
  /** Still waiting for the member to allow the camera. */
  asking: boolean;
};

function stageStatus({ asking, peerLeft }: Pick<VideoStageProps, 'asking' | 'peerLeft'>) {
  if (asking) return 'Allow your camera and microphone to join the call.';
  return peerLeft ? videoCallMessages.peerLeft : videoCallMessages.waitingForPeer;
}

/** The other participant large, me small in the corner, and what we are waiting for. */
export function VideoStage({
  localStream,
  remoteStream,
  peerName,
  peerLeft,
  peerMedia,
  asking,
}: VideoStageProps) {
  // The stream that is actually playing: a new stream waits until it plays too.
  const [playing, setPlaying] = useState<MediaStream | null>(null);
  const live = remoteStream !== null && playing === remoteStream;
  return (
    <div className="relative h-[min(50dvh,36rem)] min-h-64 sm:h-[min(58dvh,36rem)] w-full overflow-hidden rounded-xl bg-slate-900">
      <VideoTile
        stream={remoteStream}
        label={`Video of ${peerName}`}
        onPlaying={() => setPlaying(remoteStream)}
        className="absolute inset-0 size-full sm:object-contain"
      />
      <div
        role="status"
        className={
          live
            ? 'sr-only'
            : 'absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white'
        }
      >
        {!live && !peerLeft && <Spinner className="text-slate-300" />}
        <p className="max-w-sm text-base font-medium">
          {live ? `${peerName} is in the call.` : stageStatus({ asking, peerLeft })}
        </p>
      </div>
      <PeerMediaState peerName={peerName} state={peerLeft ? null : peerMedia} />
      <VideoTile
        self
        stream={localStream}
        label="Your video"
        className="absolute right-3 bottom-3 aspect-[3/4] w-24 rounded-lg border-2 border-slate-700 shadow-lg sm:aspect-video sm:w-48"
      />
    </div>
  );
}
