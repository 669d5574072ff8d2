import { RotateCcw } from 'lucide-react';
import type { Pitch } from '@cofound/shared/pitch/pitch.schemas';
import { pitchMessages as m } from '@cofound/shared/pitch/pitch.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { Spinner } from '../../../components/ui/spinner';
import { useDeletePitch } from '../api/use-delete-pitch';

/** The member's uploaded pitch: being checked, failed, or ready to watch, replace or delete. */
export function OwnPitch({ pitch, onRecordNew }: { pitch: Pitch; onRecordNew: () => void }) {
  const remove = useDeletePitch();
  if (pitch.status === 'processing') {
    return (
      <p
        role="status"
        className="flex items-center gap-3 rounded-xl bg-slate-50 p-4 text-slate-700"
      >
        <Spinner size="sm" /> Checking your video… this takes a few seconds.
      </p>
    );
  }
  if (pitch.status === 'failed') {
    return (
      <div className="space-y-4">
        <Alert>{m.processFailed}</Alert>
        <Button onClick={onRecordNew}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Record again
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <video
        src={pitch.videoUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label="Your pitch"
        className="aspect-video w-full rounded-xl bg-slate-900"
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={onRecordNew}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Record a new pitch
        </Button>
        <ConfirmDeleteButton
          trigger={{ variant: 'ghost', 'aria-label': 'Delete pitch' }}
          title="Delete your pitch?"
          description="It disappears from your profile and your match cards. You can record a new one at any time."
          confirmLabel="Delete pitch"
          pending={remove.isPending}
          onConfirm={(close) => remove.mutate(undefined, { onSettled: close })}
        />
      </div>
    </div>
  );
}
