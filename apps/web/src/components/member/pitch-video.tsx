import { PlayCircle } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';

/** A member's video pitch, ready to play (the server answers range requests, so it seeks). */
export function PitchVideo({ url, name }: { url: string; name: string }) {
  return (
    <video
      src={url}
      controls
      playsInline
      preload="metadata"
      aria-label={`Video pitch of ${name}`}
      className="aspect-video w-full rounded-xl bg-slate-900"
    />
  );
}

/** 'Watch pitch': the pitch in a dialog, from a card. */
export function WatchPitchButton({ url, name }: { url: string; name: string }) {
  return (
    <Dialog>
      <DialogTrigger className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <PlayCircle aria-hidden="true" className="size-4" />
        Watch pitch<span className="sr-only"> of {name}</span>
      </DialogTrigger>
      <DialogContent title={`${name}'s pitch`}>
        <PitchVideo url={url} name={name} />
      </DialogContent>
    </Dialog>
  );
}
