import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';

type CallControlsProps = {
  muted: boolean;
  cameraOff: boolean;
  onToggleMute: () => void;
  onToggleCamera: () => void;
  onHangUp: () => void;
};

type ControlButtonProps = {
  tone: 'normal' | 'off' | 'danger';
  onClick: () => void;
  children: ReactNode;
};

const tones = {
  normal: 'bg-slate-700 text-white hover:bg-slate-600',
  off: 'bg-white text-slate-900 hover:bg-slate-200',
  danger: 'bg-red-600 text-white hover:bg-red-700',
} as const;

function ControlButton({ tone, onClick, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
        tones[tone],
      )}
    >
      {children}
    </button>
  );
}

/** Mute, camera and hang up, under the pictures. The labels say what a press does. */
export function CallControls({
  muted,
  cameraOff,
  onToggleMute,
  onToggleCamera,
  onHangUp,
}: CallControlsProps) {
  const MicIcon = muted ? MicOff : Mic;
  const CameraIcon = cameraOff ? VideoOff : Video;
  return (
    <div role="group" aria-label="Call controls" className="flex flex-wrap justify-center gap-3">
      <ControlButton tone={muted ? 'off' : 'normal'} onClick={onToggleMute}>
        <MicIcon aria-hidden="true" className="size-5" />
        {muted ? 'Unmute' : 'Mute'}
      </ControlButton>
      <ControlButton tone={cameraOff ? 'off' : 'normal'} onClick={onToggleCamera}>
        <CameraIcon aria-hidden="true" className="size-5" />
        {cameraOff ? 'Camera on' : 'Camera off'}
      </ControlButton>
      <ControlButton tone="danger" onClick={onHangUp}>
        <PhoneOff aria-hidden="true" className="size-5" />
        Hang up
      </ControlButton>
    </div>
  );
}
