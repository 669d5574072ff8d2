import { useCallback, useEffect, useRef, useState } from 'react';
import {
  PITCH_MIME_TYPE,
  PITCH_SECONDS,
  PITCH_VIDEO_BITS_PER_SECOND,
  pitchMessages as m,
} from '@cofound/shared/pitch/pitch.schemas';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; secondsLeft: number }
  | { phase: 'recorded'; video: Blob; url: string }
  | { phase: 'error'; message: string };

const PERMISSION_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/** The spec's two camera messages: permission refused, or anything else that stopped it. */
export function cameraErrorMessage(error: unknown): string {
  // A DOMException is not an Error everywhere: read its name.
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return typeof name === 'string' && PERMISSION_ERRORS.has(name) ? m.cameraDenied : m.startFailed;
}

/**
 * Records one pitch with the camera and microphone: a 30-second countdown that stops the
 * recording by itself, the live stream for the preview while it records, then the video.
 */
export function usePitchRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timers = useRef<{ tick?: number; stop?: number }>({});
  const videoUrl = useRef<string | null>(null);

  const clearTimers = () => {
    window.clearInterval(timers.current.tick);
    window.clearTimeout(timers.current.stop);
    timers.current = {};
  };

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const reset = useCallback(() => {
    if (videoUrl.current) URL.revokeObjectURL(videoUrl.current);
    videoUrl.current = null;
    setState({ phase: 'idle' });
  }, []);

  const start = useCallback(async () => {
    reset();
    setState({ phase: 'starting' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: true,
      });
    } catch (error) {
      setState({ phase: 'error', message: cameraErrorMessage(error) });
      return;
    }
    try {
      const mimeType = MediaRecorder.isTypeSupported(PITCH_MIME_TYPE)
        ? PITCH_MIME_TYPE
        : 'video/webm';
      const next = new MediaRecorder(media, {
        mimeType,
        videoBitsPerSecond: PITCH_VIDEO_BITS_PER_SECOND,
      });
      const chunks: Blob[] = [];
      next.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      next.onstop = () => {
        clearTimers();
        for (const track of media.getTracks()) track.stop();
        setStream(null);
        recorder.current = null;
        const video = new Blob(chunks, { type: 'video/webm' });
        videoUrl.current = URL.createObjectURL(video);
        setState({ phase: 'recorded', video, url: videoUrl.current });
      };
      next.start(1000);
      recorder.current = next;
      const startedAt = performance.now();
      setStream(media);
      setState({ phase: 'recording', secondsLeft: PITCH_SECONDS });
      timers.current.tick = window.setInterval(() => {
        const left = Math.max(0, Math.ceil(PITCH_SECONDS - (performance.now() - startedAt) / 1000));
        setState((current) =>
          current.phase === 'recording' && current.secondsLeft !== left
            ? { phase: 'recording', secondsLeft: left }
            : current,
        );
      }, 250);
      timers.current.stop = window.setTimeout(stop, PITCH_SECONDS * 1000);
    } catch {
      clearTimers();
      for (const track of media.getTracks()) track.stop();
      setState({ phase: 'error', message: m.startFailed });
    }
  }, [reset, stop]);

  // Leaving the page mid-recording turns the camera off.
  useEffect(
    () => () => {
      clearTimers();
      const current = recorder.current;
      if (current && current.state !== 'inactive') {
        current.onstop = null;
        current.stop();
      }
      for (const track of current?.stream.getTracks() ?? []) track.stop();
      if (videoUrl.current) URL.revokeObjectURL(videoUrl.current);
    },
    [],
  );

  return { state, stream, start, stop, reset };
}
