import { useCallback, useEffect, useState } from 'react';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { mediaErrorMessage } from './media-error';

export type LocalMedia =
  | { status: 'asking' }
  | { status: 'ready'; stream: MediaStream }
  | { status: 'failed'; message: string };

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * The member's camera and microphone for the call, asked for once per attempt (Retry asks
 * again). The tracks stop when the component goes or `release()` is called.
 */
export function useLocalMedia() {
  const [media, setMedia] = useState<LocalMedia>({ status: 'asking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    const ask = navigator.mediaDevices?.getUserMedia
      ? navigator.mediaDevices.getUserMedia({ video: true, audio: true })
      : Promise.reject(new DOMException(videoCallMessages.cameraMissing, 'NotFoundError'));
    ask.then(
      (stream) => {
        if (cancelled) return stopTracks(stream);
        opened = stream;
        setMedia({ status: 'ready', stream });
      },
      (error: unknown) => {
        if (!cancelled) setMedia({ status: 'failed', message: mediaErrorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
      if (opened) stopTracks(opened);
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setMedia({ status: 'asking' });
    setAttempt((n) => n + 1);
  }, []);
  const release = useCallback(() => {
    if (media.status === 'ready') stopTracks(media.stream);
  }, [media]);

  return { media, retry, release };
}
