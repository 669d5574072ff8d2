import { useRef, useState } from 'react';
import { Clock, LogOut, Lock, UserPlus } from 'lucide-react';
import type { Circle } from '@cofound/shared/circles/circles.schemas';
import { Button } from '../../../components/ui/button';
import type { ButtonSize } from '../../../components/ui/button-styles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { RoleBadge } from './circle-badges';

type MembershipActionProps = {
  circle: Pick<Circle, 'id' | 'name' | 'isPrivate' | 'membership'>;
  /** A change of this circle is on its way: clicks wait for the answer. */
  busy: boolean;
  onJoin: () => void;
  /** Leave, or withdraw the request; asked for after confirming. */
  onLeave: () => void;
  size?: ButtonSize;
};

/**
 * Where the viewer stands with a circle, and the way to change it: Join, Request to join
 * (private), Requested (withdraw after confirming), Member with Leave (after confirming), or the
 * Moderator badge.
 */
export function MembershipAction({
  circle,
  busy,
  onJoin,
  onLeave,
  size = 'sm',
}: MembershipActionProps) {
  const [confirming, setConfirming] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { membership, name } = circle;

  const confirmed = () => {
    setConfirming(false);
    onLeave();
    // The button that opened the dialog is replaced by Join: keep the focus on the action.
    requestAnimationFrame(() => box.current?.querySelector('button')?.focus());
  };

  let action;
  if (membership === 'moderator') {
    action = <RoleBadge role="moderator" />;
  } else if (membership === 'member') {
    action = (
      <>
        <RoleBadge role="member" />
        <Button
          variant="ghost"
          size={size}
          aria-label={`Leave ${name}`}
          onClick={() => !busy && setConfirming(true)}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Leave
        </Button>
      </>
    );
  } else if (membership === 'pending') {
    action = (
      <Button
        variant="secondary"
        size={size}
        aria-label={`Requested: withdraw your request to join ${name}`}
        onClick={() => !busy && setConfirming(true)}
      >
        <Clock aria-hidden="true" className="size-4" />
        Requested
      </Button>
    );
  } else {
    const verb = circle.isPrivate ? 'Request to join' : 'Join';
    const Icon = circle.isPrivate ? Lock : UserPlus;
    action = (
      <Button size={size} aria-label={`${verb} ${name}`} onClick={() => !busy && onJoin()}>
        <Icon aria-hidden="true" className="size-4" />
        {verb}
      </Button>
    );
  }

  const withdrawing = membership === 'pending';
  return (
    <div ref={box} className="flex flex-wrap items-center gap-2">
      {action}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={withdrawing ? 'Withdraw your request?' : `Leave ${name}?`}
        description={
          withdrawing
            ? `Your request to join ${name} will be withdrawn. You can ask again later.`
            : circle.isPrivate
              ? `You will no longer see its members and discussion. To come back, you would ask to join again.`
              : 'You will no longer take part in its discussion. You can join again at any time.'
        }
        confirmLabel={withdrawing ? 'Withdraw request' : 'Leave circle'}
        onConfirm={confirmed}
      />
    </div>
  );
}
