import { MicOff, VideoOff, type LucideIcon } from 'lucide-react';
import type { MediaState } from '@cofound/shared/video-calls/video-calls.schemas';

type PeerMediaStateProps = { peerName: string; state: MediaState | null };

/**
 * On the other participant's picture: whether they muted or turned their camera off, as an icon
 * and words. The region stays in place so that screen readers hear each change as it comes.
 */
export function PeerMediaState({ peerName, state }: PeerMediaStateProps) {
  const notes: { icon: LucideIcon; text: string }[] = [];
  if (state?.muted) notes.push({ icon: MicOff, text: `${peerName} is muted` });
  if (state?.cameraOff) notes.push({ icon: VideoOff, text: `${peerName} turned the camera off` });
  return (
    <div aria-live="polite" className="absolute top-3 left-3 max-w-[calc(100%-1.5rem)]">
      {notes.length > 0 && (
        <ul aria-label={`${peerName}'s microphone and camera`} className="flex flex-col gap-2">
          {notes.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-2 rounded-full bg-slate-950/75 px-3 py-1.5 text-sm font-medium text-white"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{text}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
