import { useEffect, useState } from 'react';
import { CalendarCheck } from 'lucide-react';
import { videoCallMessages } from '@cofound/shared/video-calls/video-calls.schemas';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ScheduleCallForm } from './schedule-call-form';

/** The dialog closes by itself this long after the call was scheduled. */
export const SCHEDULED_CLOSE_MS = 2000;

type ScheduleCallDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  name: string;
};

/** The Schedule Video Call dialog: the form, then 'Video Call Scheduled!' for 2 seconds. */
export function ScheduleCallDialog({
  open,
  onOpenChange,
  profileId,
  name,
}: ScheduleCallDialogProps) {
  const [scheduled, setScheduled] = useState(false);

  useEffect(() => {
    if (!scheduled) return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      setScheduled(false);
    }, SCHEDULED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [scheduled, onOpenChange]);

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setScheduled(false);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      {scheduled ? (
        <DialogContent title={videoCallMessages.scheduled}>
          <div role="status" className="flex items-start gap-3 text-slate-700">
            <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
            <p>{videoCallMessages.scheduledHint}</p>
          </div>
        </DialogContent>
      ) : (
        <DialogContent
          title="Schedule Video Call"
          description={`Propose a time for an intro call with ${name}. Times are in your time zone.`}
        >
          <ScheduleCallForm profileId={profileId} onScheduled={() => setScheduled(true)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
