import { useCallback, useState } from 'react';
import { Video } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ButtonSize, ButtonVariant } from '../../../components/ui/button-styles';
import { ScheduleCallDialog } from './schedule-call-dialog';

type ScheduleCallButtonProps = {
  profileId: string;
  name: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon only on phones (in a crowded header). */
  compact?: boolean;
};

/** 'Schedule Call' for a connected member, opening the Schedule Video Call dialog. */
export function ScheduleCallButton({
  profileId,
  name,
  variant = 'secondary',
  size,
  compact = false,
}: ScheduleCallButtonProps) {
  const [open, setOpen] = useState(false);
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={`Schedule Call with ${name}`}
        onClick={() => setOpen(true)}
      >
        <Video aria-hidden="true" className="size-4" />
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Schedule Call</span>
      </Button>
      <ScheduleCallDialog
        open={open}
        onOpenChange={onOpenChange}
        profileId={profileId}
        name={name}
      />
    </>
  );
}
