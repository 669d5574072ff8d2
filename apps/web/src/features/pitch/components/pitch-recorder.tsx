import { useEffect, useRef } from 'react';
import { Circle, Square, Video } from 'lucide-react';
import { PITCH_SECONDS } from '@cofound/shared/pitch/pitch.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { pluralize } from '../../../lib/plural';
import type { RecorderState } from '../model/use-pitch-recorder';

type PitchRecorderProps = {
  state: RecorderState;
  stream: MediaStream | null;
  onStart: () => void;
  onStop: () => void;
};

function clock(seconds: number): string {
  return `0:${String(seconds).padStart(2, '0')}`;
}

/** The camera while recording, with the countdown; before it, a button to start. */
export function PitchRecorder({ state, stream, onStart, onStop }: PitchRecorderProps) {
  const live = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (live.current) live.current.srcObject = stream;
  }, [stream]);
  const recording = state.phase === 'recording';
  const secondsLeft = recording
    ? `${pluralize(state.secondsLeft, { one: 'second', other: 'seconds' })} left`
    : '';

  return (
    <div className="space-y-4">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900">
        <video
          ref={live}
          autoPlay
          muted
          playsInline
          aria-label="Camera preview"
          className={recording ? 'size-full object-cover' : 'hidden'}
        />
        {!recording && (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-slate-200">
            <Video aria-hidden="true" className="size-10" />
            <p className="text-sm">Your camera turns on when you start recording.</p>
          </div>
        )}
        {recording && (
          <p
            className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 font-mono text-lg font-semibold text-white"
            aria-hidden="true"
          >
            <Circle className="size-3 fill-red-500 text-red-500" />
            {clock(state.secondsLeft)}
          </p>
        )}
      </div>
      {recording && (
        <ProgressBar
          label="Time left"
          value={(state.secondsLeft / PITCH_SECONDS) * 100}
          valueText={secondsLeft}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {recording && state.secondsLeft % 10 === 0 ? secondsLeft : ''}
      </p>
      {state.phase === 'error' && <Alert>{state.message}</Alert>}
      {recording ? (
        <Button variant="secondary" onClick={onStop} className="w-full sm:w-auto">
          <Square aria-hidden="true" className="size-4" />
          Stop recording
        </Button>
      ) : (
        <Button onClick={onStart} loading={state.phase === 'starting'} className="w-full sm:w-auto">
          <Circle aria-hidden="true" className="size-4 fill-current" />
          {state.phase === 'error' ? 'Try again' : 'Start recording'}
        </Button>
      )}
    </div>
  );
}
