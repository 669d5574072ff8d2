import { useEffect, useRef } from 'react';
import { clsx } from 'clsx';

type VideoTileProps = {
  stream: MediaStream | null;
  /** Accessible name of the picture, e.g. 'Video of Ada Lovelace'. */
  label: string;
  /** My own picture: muted (no echo) and mirrored, as in a mirror. */
  self?: boolean;
  onPlaying?: () => void;
  className?: string;
};

/** A live camera picture. */
export function VideoTile({ stream, label, self = false, onPlaying, className }: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={video}
      autoPlay
      playsInline
      muted={self}
      aria-label={label}
      onPlaying={onPlaying}
      className={clsx('bg-slate-900 object-cover', self && '-scale-x-100', className)}
    />
  );
}
